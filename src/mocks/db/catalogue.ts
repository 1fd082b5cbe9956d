// Every catalogue figure (docs/behaviour.md, Catalogue and content), served by the API; the UI
// holds no copy. One import for the back-end, each part in its own file.

export { bookingOptions } from './booking-options'
export { faqs, specialEvents, testimonials } from './content'
export { galleryImages } from './gallery'
export { featuredServices, packages, services } from './menu'
export { loyaltyProgram, salonInfo, stylists } from './salon-info'
