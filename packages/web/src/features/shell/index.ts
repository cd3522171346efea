// The public surface of shell: what other features may use. Everything else is the feature's own.
export { AppFrame } from './AppFrame';
export { OrganizationBrand, SidebarUser } from './OrganizationBrand';
export { SidebarNav, type SidebarLink } from './SidebarNav';
export { navFor } from './organization-nav';
