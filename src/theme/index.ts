export { prerenderedStyleCache, prerenderedStyleMark } from './page-styles'
export { siteSystem, siteSystemSteps } from './system'
