import type { OnrampOptions } from '../../api/onrampOptionsSchema.js'

/**
 * The built-in options shown when GET /v1/onramp/options fails (spec 8): USDC and ETH to buy, USD and EUR to pay
 * with. The fiat currencies carry no limits, so spec 5's card and ACH fallbacks apply.
 * @example getOnrampSampleOptions().purchaseCurrencies.map((currency) => currency.symbol) // ['USDC', 'ETH']
 */
export function getOnrampSampleOptions(): OnrampOptions {
  const evm = (name: string, display_name: string, chain_id: string, contract_address = '') => ({
    name,
    display_name,
    chain_id,
    contract_address,
  })
  return {
    purchaseCurrencies: [
      {
        id: 'USDC',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: [
          evm('ethereum', 'Ethereum', '1', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
          evm('base', 'Base', '8453', '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'),
          evm('optimism', 'Optimism', '10', '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85'),
          evm('arbitrum', 'Arbitrum', '42161', '0xaf88d065e77c8cC2239327C5EDb3A432268e5831'),
          evm('polygon', 'Polygon', '137', '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'),
          evm('solana', 'Solana', 'solana', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'),
        ],
      },
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [
          evm('ethereum', 'Ethereum', '1'),
          evm('base', 'Base', '8453'),
          evm('optimism', 'Optimism', '10'),
          evm('arbitrum', 'Arbitrum', '42161'),
        ],
      },
    ],
    paymentCurrencies: [
      { id: 'USD', payment_method_limits: [] },
      { id: 'EUR', payment_method_limits: [] },
    ],
  }
}
