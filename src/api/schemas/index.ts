export * from './user'
