// A vitest setup file for the projects whose files share one module graph per worker (`isolate: false`).
// A file's tests can end while a lazy part of the kit they started is still loading (createKitApi's clients, a
// chain's reader). Vitest rejects the module loads still pending when a worker ends its batch of files, and in a shared
// module graph the module that failed so stays failed: a later file that needs it fails with an EnvironmentTeardownError
// that is not its own (CI66: submitAccountName.test on createKitApiClients, whose load sendSolanaToken.test had started).
// Each file waits for the loads it started instead.
import { afterAll, vi } from 'vitest'

afterAll(() => vi.dynamicImportSettled())
