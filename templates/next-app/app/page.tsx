import { App } from '../src/App'

/** Rendered on the server for each request (the layout reads its cookies), then hydrated. */
export default function Page() {
  return <App />
}
