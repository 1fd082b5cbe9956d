export { system } from './system'
