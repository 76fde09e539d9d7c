import type { SocialProvider } from '../../../config/index.js'

/** One shape of a brand mark, on a 24×24 grid: filled (fill), or an open arc drawn with a stroke (stroke). */
type MarkPath = {
  d: string
  fill?: string
  stroke?: string
  strokeWidth?: number
  fillRule?: 'evenodd'
  /** To fit a mark drawn smaller than the others to the same optical size. */
  transform?: string
}

/** Google's four colours, Discord's blurple, Farcaster's purple, Facebook's blue. */
const GOOGLE = { blue: '#4285F4', green: '#34A853', yellow: '#FBBC05', red: '#EA4335' }
const DISCORD = '#5865F2'
const FARCASTER = '#855DCD'
const FACEBOOK = '#0866FF'

/**
 * Each social provider's brand mark as a few hand-drawn paths; the black-and-white brands (X, GitHub, Apple) use
 * currentColor so they follow the theme. No image is requested.
 */
export const SOCIAL_MARKS: Record<SocialProvider, readonly MarkPath[]> = {
  google: [
    { d: 'M17.57 6.98A7.5 7.5 0 0 0 5.64 8.03', stroke: GOOGLE.red, strokeWidth: 4 },
    { d: 'M5.64 8.03A7.5 7.5 0 0 0 5.64 15.97', stroke: GOOGLE.yellow, strokeWidth: 4 },
    { d: 'M5.64 15.97A7.5 7.5 0 0 0 18.14 16.3', stroke: GOOGLE.green, strokeWidth: 4 },
    { d: 'M18.14 16.3A7.5 7.5 0 0 0 19.5 12', stroke: GOOGLE.blue, strokeWidth: 4 },
    { d: 'M12 10H21.3V14H12Z', fill: GOOGLE.blue },
  ],
  x: [
    {
      d: 'M3 3.5H8.5L21 20.5H15.5ZM5.5 4.8L16.3 19.2H18.6L7.8 4.8Z',
      fill: 'currentColor',
      fillRule: 'evenodd',
    },
    { d: 'M20 3.5L12.64 11.32M11.36 12.68L4 20.5', stroke: 'currentColor', strokeWidth: 1.8 },
  ],
  discord: [
    {
      d:
        'M5.2 6.2C6.6 5.2 8.1 4.6 9.6 4.3L10.1 5.3C11.4 5.1 12.6 5.1 13.9 5.3L14.4 4.3C15.9 4.6 17.4 5.2 18.8 6.2' +
        'C20.9 9.3 21.7 12.6 21.5 16.4C20 17.6 18.4 18.4 16.8 18.9L15.9 17.5C16.6 17.2 17.2 16.9 17.8 16.5' +
        'L17.4 16.2C13.9 17.8 10.1 17.8 6.6 16.2L6.2 16.5C6.8 16.9 7.4 17.2 8.1 17.5L7.2 18.9' +
        'C5.6 18.4 4 17.6 2.5 16.4C2.3 12.6 3.1 9.3 5.2 6.2Z' +
        'M7.4 12.6a1.6 1.8 0 1 0 3.2 0a1.6 1.8 0 1 0 -3.2 0Z' +
        'M13.4 12.6a1.6 1.8 0 1 0 3.2 0a1.6 1.8 0 1 0 -3.2 0Z',
      fill: DISCORD,
      fillRule: 'evenodd',
    },
  ],
  farcaster: [
    {
      d: 'M6.5 2H17.5A4.5 4.5 0 0 1 22 6.5V17.5A4.5 4.5 0 0 1 17.5 22H6.5A4.5 4.5 0 0 1 2 17.5V6.5A4.5 4.5 0 0 1 6.5 2Z',
      fill: FARCASTER,
    },
    { d: 'M6.5 6.5H17.5V17.5H15.3V13.2A3.3 3.3 0 0 0 8.7 13.2V17.5H6.5Z', fill: '#fff' },
  ],
  github: [
    {
      d:
        'M12 2A10 10 0 1 1 12 22A10 10 0 1 1 12 2Z' +
        'M9.5 21.3V18.6C9.5 17.9 9.7 17.4 10 17.1C7.6 16.8 5.8 15.7 5.8 12.7C5.8 11.6 6.2 10.8 6.8 10.1' +
        'C6.7 9.8 6.5 8.8 6.9 7.6C6.9 7.6 7.7 7.4 9.4 8.5C10.2 8.3 11.1 8.2 12 8.2C12.9 8.2 13.8 8.3 14.6 8.5' +
        'C16.3 7.4 17.1 7.6 17.1 7.6C17.5 8.8 17.3 9.8 17.2 10.1C17.8 10.8 18.2 11.6 18.2 12.7' +
        'C18.2 15.7 16.4 16.8 14 17.1C14.3 17.4 14.5 18 14.5 18.8V21.3Z' +
        'M9.5 19.3C7.4 19.8 6.6 18.9 6.2 17.9C6 17.4 5.6 17 5.2 16.9C5.7 16.8 6.3 17.1 6.7 17.7' +
        'C7.2 18.5 8 18.9 9.5 18.6Z',
      fill: 'currentColor',
      fillRule: 'evenodd',
    },
  ],
  apple: [
    {
      d:
        'M16.4 12.7C16.4 10.9 17.9 10 18 9.9C17.1 8.6 15.7 8.4 15.2 8.4C14 8.3 12.9 9.1 12.3 9.1' +
        'C11.7 9.1 10.8 8.4 9.8 8.4C8.5 8.4 7.3 9.2 6.6 10.4C5.2 12.8 6.2 16.4 7.6 18.4' +
        'C8.3 19.4 9.1 20.5 10.1 20.4C11.1 20.4 11.5 19.8 12.7 19.8C13.9 19.8 14.2 20.4 15.3 20.4' +
        'C16.3 20.4 17 19.4 17.7 18.4C18.5 17.3 18.8 16.2 18.8 16.1C18.8 16.1 16.4 15.2 16.4 12.7Z' +
        'M14.4 7.2C15 6.5 15.3 5.6 15.2 4.7C14.4 4.7 13.5 5.2 12.9 5.9C12.4 6.5 12 7.4 12.1 8.3' +
        'C13 8.4 13.9 7.9 14.4 7.2Z',
      fill: 'currentColor',
      transform: 'matrix(1.18 0 0 1.18 -2.57 -2.81)',
    },
  ],
  facebook: [
    { d: 'M12 2A10 10 0 1 1 12 22A10 10 0 1 1 12 2Z', fill: FACEBOOK },
    {
      d:
        'M13.4 21.85V14.9H15.8L16.2 12.1H13.4V10.3C13.4 9.5 13.8 8.8 15 8.8H16.3V6.4C16.3 6.4 15.2 6.2 14.1 6.2' +
        'C11.8 6.2 10.4 7.6 10.4 10V12.1H7.9V14.9H10.4V21.85Z',
      fill: '#fff',
    },
  ],
}
