export * from '../../utils/createTimers.js'
