/** The templates `create-walletkit --template` offers (folders under templates/). */
export const TEMPLATE_NAMES = ['vite-react-ts', 'next-app'] as const
export type TemplateName = (typeof TEMPLATE_NAMES)[number]

/** How the prompt describes each template. */
export const templateLabels: Record<TemplateName, string> = {
  'vite-react-ts': 'Vite + React + TypeScript',
  'next-app': 'Next.js (App Router, server-rendered) + TypeScript',
}
