import { confirm, isCancel, multiselect, select, text } from '@clack/prompts'
import { SUPPORTED_LOCALES, type SupportedLocale } from 'walletkit/schemas'
import { CliError } from '../CliError.js'
import type { CliIo } from '../CliIo.js'
import type { CreateAnswers } from './CreateAnswers.js'
import { checkProjectName } from './checkProjectName.js'
import { DEFAULT_PROJECT_NAME, defaultCreateAnswers, defaultNetworksFor } from './defaultCreateAnswers.js'
import { FEATURE_NAMES, featureHints } from './features.js'
import {
  knownNetworks,
  NAMESPACE_NAMES,
  NETWORK_NAMES,
  type NetworkName,
  namespaceOf,
} from './knownNetworks.js'
import { localeOwnName } from './locales.js'
import { checkProjectId } from './parseCreateFlags.js'
import { TEMPLATE_NAMES, type TemplateName, templateLabels } from './templates.js'

/** The "Default language" choice that writes no `locale`: the kit then follows the visitor's browser. */
const BROWSER_LANGUAGE = ''

/**
 * Asks, in order, every question the flags left open (name, template, project id, namespaces, networks, features,
 * default language, install) on the injected streams, preselecting the defaults; resolves undefined when the person cancels.
 * @example const answers = await askCreateAnswers({ projectName: 'my-app' }, io)
 */
export async function askCreateAnswers(
  given: Partial<CreateAnswers>,
  io: CliIo,
): Promise<CreateAnswers | undefined> {
  const streams = { input: io.stdin, output: io.stdout }
  const defaults = defaultCreateAnswers(given, io.env)
  const cancelled = Symbol('cancelled')
  const ask = async <Value>(prompt: Promise<Value | symbol>): Promise<Exclude<Value, symbol>> => {
    const value = await prompt
    if (isCancel(value)) throw cancelled
    return value as Exclude<Value, symbol>
  }

  try {
    const projectName =
      given.projectName ??
      (await ask(
        text({
          ...streams,
          message: 'Project name',
          placeholder: DEFAULT_PROJECT_NAME,
          defaultValue: DEFAULT_PROJECT_NAME,
          validate: (value) => (value ? checkProjectName(value) : undefined),
        }),
      ))
    const template =
      given.template ??
      (await ask<TemplateName>(
        select({
          ...streams,
          message: 'Template',
          options: TEMPLATE_NAMES.map((name) => ({ value: name, label: templateLabels[name], hint: name })),
          initialValue: defaults.template,
        }),
      ))
    const projectId =
      given.projectId ??
      (
        await ask(
          text({
            ...streams,
            message: 'Project id (leave empty to use the sandbox only)',
            placeholder: 'empty: sandbox only',
            defaultValue: '',
            validate: (value) => {
              try {
                checkProjectId(value ?? '')
                return undefined
              } catch (error) {
                return error instanceof CliError
                  ? 'the 32 hexadecimal characters of your dashboard, or empty'
                  : ''
              }
            },
          }),
        )
      ).trim()
    const namespaces =
      given.namespaces ??
      (await ask<string[]>(
        multiselect({
          ...streams,
          message: 'Namespaces',
          options: NAMESPACE_NAMES.map((name) => ({ value: name, label: name })),
          initialValues: defaults.namespaces,
          required: true,
        }),
      ))
    const networks =
      given.networks ??
      (await ask<NetworkName[]>(
        multiselect({
          ...streams,
          message: 'Networks',
          options: NETWORK_NAMES.filter((name) => namespaces.includes(namespaceOf(name))).map((name) => ({
            value: name,
            label: knownNetworks[name].name,
            hint: knownNetworks[name].caipNetworkId,
          })),
          initialValues: defaultNetworksFor(namespaces),
          required: true,
        }),
      ))
    const features =
      given.features ??
      (await ask<string[]>(
        multiselect({
          ...streams,
          message: 'Features',
          options: FEATURE_NAMES.map((name) => ({ value: name, label: name, hint: featureHints[name] })),
          initialValues: [...defaults.features],
          required: false,
        }),
      ))
    const locale =
      given.locale ??
      ((await ask<SupportedLocale | typeof BROWSER_LANGUAGE>(
        select({
          ...streams,
          message: 'Default language',
          options: [
            {
              value: BROWSER_LANGUAGE,
              label: "The visitor's browser language",
              hint: 'English when the kit lacks it',
            },
            ...SUPPORTED_LOCALES.map((tag) => ({ value: tag, label: localeOwnName(tag), hint: tag })),
          ],
          initialValue: BROWSER_LANGUAGE,
        }),
      )) ||
        undefined)
    const install =
      given.install ??
      (await ask(
        confirm({
          ...streams,
          message: `Install dependencies with ${defaults.packageManager}?`,
          initialValue: true,
        }),
      ))
    return { ...defaults, projectName, template, projectId, namespaces, networks, features, locale, install }
  } catch (error) {
    if (error === cancelled) return undefined
    throw error
  }
}
