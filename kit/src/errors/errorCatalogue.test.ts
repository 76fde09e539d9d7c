import { describe, expect, it } from 'vitest'
import * as errors from './index.js'

const { WalletKitError } = errors

describe('error catalogue', () => {
  it('quotes the spec messages verbatim', () => {
    expect(new errors.InvalidCaipAddressError().message).toBe('Invalid CAIP Address')
    expect(new errors.TransactionsAccountAddressRequiredError().message).toBe(
      "Transactions can't be fetched without an accountAddress",
    )
    expect(new errors.InvalidSendParametersError().message).toBe(
      'Please enter a valid amount and receiver address',
    )
    expect(new errors.EmailCooldownError({ seconds: 12 }).message).toBe('Please try again after 12 seconds')
    expect(new errors.HttpStatusError({ status: 502 }).message).toBe('HTTP status code: 502')
    expect(new errors.TransactionsFetchError().message).toBe('Failed to fetch transactions')
    expect(new errors.TokenBalanceUnavailableError().message).toBe('Token Balance Unavailable')
    expect(new errors.GasPriceNetworkUnsupportedError().message).toBe('Network not supported for Gas Price')
    expect(new errors.SwapsNetworkUnsupportedError().message).toBe('Network not supported for Swaps')
    expect(new errors.NetworkNotFoundError().message).toBe('Network Not Found')
    expect(new errors.OriginNotAllowedError().message).toBe('Invalid App Configuration')
    expect(new errors.SessionExpiredError().message).toBe('Session Expired')
    expect(new errors.InvalidProjectIdError().message).toBe('Invalid App Configuration')
    expect(new errors.ProjectIdNotConfiguredError().message).toBe('Project ID Not Configured')
    expect(new errors.WalletConnectConnectorNotFoundError().message).toBe('WalletConnectConnector not found')
    expect(new errors.EmailDependencyLoadError().message).toBe('Unable to load email login dependency')
    expect(new errors.FrameIframeNotSetError().message).toBe('W3mFrame: iframe is not set')
    expect(new errors.FrameParentNotSetError().message).toBe('W3mFrame: parent is not set')
    expect(new errors.RequestAbortedError().message).toBe('Request was aborted')
    expect(new errors.AuthRequestFailedError().message).toBe('Something went wrong')
    expect(new errors.FrameErrorEventError().message).toBe('An error occurred')
    expect(new errors.UnknownError().message).toBe('Unknown error')
    expect(new errors.RpcMethodNotAllowedError().message).toBe('Requested RPC call is not allowed')
    expect(new errors.RpcMethodNotAllowedError().uiMessage).toBe('Action not allowed')
    expect(new errors.ChainAdapterNotFoundError().message).toBe('Chain adapter not found')
    expect(new errors.NetworkClientNotSetError().message).toBe('NetworkController client not set')
    expect(new errors.ConnectionClientNotSetError().message).toBe('ConnectionController client not set')
    expect(new errors.ChainRequiredForAccountDataError().message).toBe(
      'Chain is required to update chain account data',
    )
    expect(new errors.ChainRequiredForAccountPropError().message).toBe(
      'Chain is required to set account prop',
    )
    expect(new errors.DisconnectChainError({ chain: 'solana', reason: 'wallet locked' }).message).toBe(
      'Failed to disconnect chain solana: wallet locked',
    )
    expect(new errors.DisconnectChainsError().message).toBe('Failed to disconnect chains')
    expect(new errors.DisconnectError().message).toBe('Failed to disconnect')
    expect(new errors.SendTransactionError().message).toBe('Something went wrong')
    expect(new errors.SolanaSendTransactionError().message).toBe(
      'Failed to send transaction. Please try again.',
    )
    expect(new errors.AddChainError().message).toBe('Chain is not supported')
  })

  it('explains the analytics 403 as an origin missing from the allowlist', () => {
    const error = new errors.AnalyticsForbiddenError()
    expect(error.message).toBe('Invalid App Configuration')
    expect(error.details).toMatch(/Allowlist/)
    expect(error.details).toMatch(/cloud dashboard/)
  })

  it('gives every error class its own name and makes it a WalletKitError', () => {
    const classes = Object.entries(errors).filter(
      ([name, value]) => typeof value === 'function' && name !== 'WalletKitError',
    ) as [string, new (parameters: never) => Error][]
    expect(classes.length).toBeGreaterThan(40)
    for (const [name, ErrorClass] of classes) {
      const error = new ErrorClass({
        seconds: 1,
        status: 500,
        chain: 'eip155',
        reason: 'x',
        endpoint: 'e',
        option: 'o',
        expected: 'e',
        code: 1,
        message: 'm',
      } as never)
      expect(error).toBeInstanceOf(WalletKitError)
      expect(error.name).toBe(name)
    }
  })

  it('keeps the cause chain and walks it', () => {
    const root = new TypeError('socket closed')
    const middle = new errors.HttpStatusError({ status: 500, cause: root })
    const top = new errors.TransactionsFetchError({ cause: middle })
    expect(top.cause).toBe(middle)
    expect(top.walk()).toBe(root)
    expect(top.walk((error) => error instanceof errors.HttpStatusError)).toBe(middle)
    expect(top.walk((error) => error instanceof RangeError)).toBeUndefined()
  })

  it('stops walking a cause cycle', () => {
    const a = new errors.UnknownError()
    const b = new errors.UnknownError({ cause: a })
    Object.defineProperty(a, 'cause', { value: b })
    expect(a.walk()).toBeInstanceOf(errors.UnknownError)
  })

  it('keeps a rejection code of 4001 and an RPC code', () => {
    expect(new errors.UserRejectedRequestError().code).toBe(4001)
    expect(new errors.ChainRpcError({ code: 4902, message: 'Unrecognized chain' })).toMatchObject({
      code: 4902,
      message: 'Unrecognized chain',
    })
  })

  it('names the option and the expectation of invalid options', () => {
    const error = new errors.InvalidOptionsError({ option: 'width', expected: 'a number' })
    expect(error.message).toBe('Invalid WalletKit option "width": a number')
    expect(error.option).toBe('width')
  })
})
