export * from './connectAnalytics.js'
