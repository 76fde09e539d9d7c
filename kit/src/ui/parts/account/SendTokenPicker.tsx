import type { AccountTokenBalance } from '../../../core/account/AccountState.js'
import { updateSendForm } from '../../../core/send/updateSendForm.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { TokenPicker } from '../common/TokenPicker.js'
import { useTokenPickerStyles } from '../common/useTokenPickerStyles.js'
import { SendTokenImage } from './SendTokenImage.js'

export type SendTokenPickerProps = {
  tokens: readonly AccountTokenBalance[]
  token: AccountTokenBalance
  onClose(): void
}

/** The native token has no address: its key in the list. */
const NATIVE = 'native'

/**
 * The send form's token list (the shared `TokenPicker`): the active network's balances, each with its image, symbol,
 * name and balance; picking one sets the form's token and returns to the form.
 * @example <SendTokenPicker tokens={tokens} token={token} onClose={() => setPicking(false)} />
 */
export function SendTokenPicker({ tokens, token, onClose }: SendTokenPickerProps) {
  const t = useT()
  const kit = useKit()
  useTokenPickerStyles()
  return (
    <TokenPicker
      title={t('sendTokenPicker.selectATokenTo')}
      backLabel={t('sendTokenPicker.back')}
      options={tokens.map((option) => ({ ...option, id: option.address ?? NATIVE }))}
      selected={token.address ?? NATIVE}
      renderImage={(option) => <SendTokenImage symbol={option.symbol} />}
      onSelect={(option) => {
        updateSendForm(kit, { tokenAddress: option.id === NATIVE ? undefined : option.id })
        onClose()
      }}
      onClose={onClose}
    />
  )
}
