export * from '../../chains/port/createLogger.js'
