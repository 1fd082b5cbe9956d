export { siteSystem } from './system'
