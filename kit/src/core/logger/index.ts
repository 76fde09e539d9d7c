export * from './createLogger.js'
