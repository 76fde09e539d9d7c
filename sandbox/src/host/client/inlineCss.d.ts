// Vite hands a stylesheet imported with `?inline` over as its text (the panel puts it in its shadow root).
declare module '*.css?inline' {
  const css: string
  export default css
}
