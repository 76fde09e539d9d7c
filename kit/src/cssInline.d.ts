// A stylesheet imported as a string (`import css from './x.css?inline'`): Vite reads, processes and minifies it.
declare module '*.css?inline' {
  const css: string
  export default css
}
