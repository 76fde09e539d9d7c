// The EVM adapter. Only the factory and types: viem loads inside it on first use.
export {
  type CreateEip155AdapterParameters,
  createEip155Adapter,
  type Eip155Adapter,
} from './createEip155Adapter.js'
export type { Eip1193Provider } from './Eip1193Provider.js'
