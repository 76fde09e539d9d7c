export * from './detectEnvironment.js'
export * from './Environment.js'
