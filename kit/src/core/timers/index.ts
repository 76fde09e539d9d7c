export * from './createTimers.js'
