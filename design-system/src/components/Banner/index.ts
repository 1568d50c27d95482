export { Banner, type BannerProps } from './Banner';
