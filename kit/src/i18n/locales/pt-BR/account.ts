import type { MessagesOf } from '../../Messages.js'
import type { accountMessages as en } from '../en/account.js'

/** account: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const accountMessages: MessagesOf<typeof en> = {
  'walletReceive.qrCodeOfYour': 'QR code do seu endereço',
  'walletReceive.receiveOnTheseNetworks': 'Receba nestas redes',
  'walletReceive.thisIsASmart':
    'Esta é uma conta inteligente: envie fundos para ela apenas nas redes acima, onde ela existe. Fundos enviados em outra rede podem ser perdidos.',
  'registerAccountNameSuccess.yourAccountIsNow': 'Sua conta agora é',
  'smartSessions.appsYouAllowedTo':
    'Apps que você autorizou a agir pela sua conta sem pedir confirmação a cada vez. Revogue um app para retirar as permissões dele.',
  'smartSessions.sessionsCouldNotBe': 'Não foi possível carregar as sessões',
  'smartSessions.noSmartSessions': 'Nenhuma sessão inteligente',
  'smartSessions.whenAnAppAsks':
    'Quando um app pedir permissão para agir pela sua conta, a sessão dele aparecerá aqui e você poderá revogá-la.',
  'activityDetail.thisTransactionIsNo': 'Esta transação não está mais disponível.',
  'activityDetail.transactionDetails': 'Detalhes da transação',
  'activityDetail.viewOn': 'Ver no {explorer}',
  'walletSend.thereIsNothingTo': 'Ainda não há nada para enviar.',
  'registerAccountName.chooseANameFor':
    'Escolha um nome para sua conta. Apps e pessoas podem usá-lo no lugar do seu endereço.',
  'connectingSiwe.needsToConnectTo': '{app} precisa se conectar à sua carteira',
  'connectingSiwe.signThisMessageTo':
    'Assine esta mensagem para provar que esta carteira é sua e continuar. Se você cancelar, será desconectado.',
  'connectingSiwe.signatureDeclinedSignTo':
    'Assinatura recusada. Assine para continuar ou cancele para desconectar.',
  'activityEmpty.activityIsNotAvailable': 'A atividade não está disponível nesta rede',
  'activityEmpty.switchToANetwork': 'Mude para uma rede com suporte a atividade.',
  'activityEmpty.noActivityYet': 'Nenhuma atividade ainda',
  'activityEmpty.yourTransactionsOnThis': 'Suas transações nesta rede aparecem aqui.',
  'tokensTab.loadingTokens': 'Carregando tokens',
  'tokensTab.tokenBalanceUnavailable': 'Saldo de tokens indisponível',
  'tokensTab.noTokensYet': 'Nenhum token ainda',
  'tokensTab.tokensYouHoldOn': 'Os tokens que você tem nesta rede aparecem aqui.',
  'tokensTab.totalBalance': 'Saldo total',
  'tokensTab.tokens': 'Tokens',
  'accountNameEntry.chooseAName': 'Escolha um nome',
  'accountTabs.account': 'Conta',
  'activityTab.loadingActivity': 'Carregando atividade',
  'activityTab.pendingTransactions': 'Transações pendentes',
  'activityTab.loadingMoreActivity': 'Carregando mais atividades',
  'sendReceiverField.addressOrName': 'Endereço ou nome',
  'accountEmail.updateEmail': 'Alterar e-mail',
  'sendTokenPicker.selectATokenTo': 'Selecione um token para enviar',
  'accountTypeSwitch.accountType': 'Tipo de conta',
  'nftsEmpty.nftsAreUnavailableOn': 'NFTs não estão disponíveis nesta rede',
  'nftsEmpty.switchToANetwork': 'Mude para uma rede com suporte a NFTs.',
  'nftsEmpty.nftsCouldNotBe': 'Não foi possível carregar os NFTs',
  'nftsEmpty.noNftsYet': 'Nenhum NFT ainda',
  'nftsEmpty.nftsYouOwnOn': 'Os NFTs que você tem nesta rede aparecem aqui.',
  'sendForm.previewSend': 'Revisar envio',
  'accountSocial.account': 'Conta {provider}',
  'sendPreview.sendSummary': 'Resumo do envio',
  'sendPreview.network': 'Rede',
  'sendPreview.edit': 'Editar',
  'accountNamespaceSwitch.accounts': 'Contas',
  'nftsTab.loadingNfts': 'Carregando NFTs',
  'nftsTab.nfts': 'NFTs',
  'nftsTab.loadingMoreNfts': 'Carregando mais NFTs',
  /** The link text when the network names no block explorer: "View on block explorer". */
  'activityDetail.blockExplorer': 'explorador de blocos',
  'connectingSiwe.signedIn': 'Login realizado',
  'registerAccountName.signInWallet': 'Assine na sua carteira',
  'accountTypeSwitch.eoa': 'EOA',
  'accountTypeSwitch.smartAccount': 'Conta inteligente',
  'accountTypeSwitch.toEoa': 'Mudar para EOA',
  'accountTypeSwitch.toSmartAccount': 'Mudar para conta inteligente',
  'accountTypeSwitch.smartAccountFailed':
    'Não foi possível usar sua conta inteligente: sua EOA continua em uso.',
  'accountTypeSwitch.eoaFailed': 'A mudança para sua EOA não foi concluída.',
  'accountActions.buy': 'Comprar',
  'accountActions.swap': 'Trocar',
  'accountActions.receive': 'Receber',
  'accountActions.send': 'Enviar',
  'accountTabs.tokens': 'Tokens',
  'accountTabs.nfts': 'NFTs',
  'accountTabs.activity': 'Atividade',
  'connectingSiwe.signing': 'Assinando…',
  'connectingSiwe.sign': 'Assinar',
  'registerAccountName.registering': 'Registrando',
  'registerAccountName.registerNamed': 'Registrar {name}',
  'registerAccountName.register': 'Registrar nome',
  'nftsEmpty.receiveAnNft': 'Receber um NFT',
  'sendPreview.confirmInWallet': 'Confirme na carteira',
  'sendTokenPicker.back': 'Voltar para o envio',
  /** The token button of the amount field, read by screen readers: "Token: ETH". */
  'sendAmountField.token': 'Token: {symbol}',
  /** The network fee of the send preview while it is estimated. */
  'sendPreview.estimatingFee': 'Estimando…',
  /** The network fee of the send preview when it could not be estimated. */
  'sendPreview.feeUnavailable': 'Indisponível',
  /** The send amount is over the token's balance. */
  'send.insufficientBalance': 'Saldo insuficiente',
  /** Under "Token Balance Unavailable". */
  'tokensTab.balancesDidNotLoad': 'Os saldos não carregaram. Seus fundos não foram afetados.',
  'tokensTab.noBalancesOnNetwork': 'Os saldos não estão disponíveis nesta rede.',
  /** A namespace with no account yet, in Account's switch: "Solana: connect a wallet" (screen readers), and its tooltip. */
  'accountNamespaceSwitch.connectLabel': '{namespace}: conectar uma carteira',
  'accountNamespaceSwitch.connectTitle': 'Conectar uma carteira {namespace}',
  /** Activity's titles, by operation type. */
  'activity.approved': 'Aprovado',
  'activity.borrowed': 'Tomado emprestado',
  'activity.burned': 'Queimado',
  /** An onramp purchase. */
  'activity.bought': 'Comprado',
  'activity.cancelled': 'Cancelado',
  'activity.claimed': 'Resgatado',
  'activity.deployed': 'Implantado',
  'activity.deposited': 'Depositado',
  'activity.executed': 'Executado',
  'activity.minted': 'Cunhado',
  'activity.received': 'Recebido',
  'activity.repaid': 'Quitado',
  'activity.sent': 'Enviado',
  'activity.staked': 'Colocado em staking',
  'activity.swapped': 'Trocado',
  'activity.unstaked': 'Retirado do staking',
  'activity.withdrawn': 'Sacado',
  /** A transaction the kit sent whose receipt has not come yet. */
  'activity.sending': 'Enviando',
  /** An operation type the kit does not know, by the history's own name for it ("Bridge"). */
  'activity.otherOperation': '{name}',
  /** A transaction's status, in its row and its detail. */
  'activity.confirmed': 'Confirmada',
  'activity.failed': 'Com falha',
  'activity.pending': 'Pendente',
  /** Who a transaction went to or came from, under its title: "to 0x70…dc79C8". */
  'activity.toAddress': 'para {address}',
  'activity.fromAddress': 'de {address}',
  /** The rows of a transaction's detail. */
  'activityDetail.status': 'Status',
  'activityDetail.from': 'De',
  'activityDetail.to': 'Para',
  'activityDetail.network': 'Rede',
  'activityDetail.date': 'Data',
  'activityDetail.transaction': 'Transação',
}
