export { isSmartAccountEnabled } from './isSmartAccountEnabled.js'
