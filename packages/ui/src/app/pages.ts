import type { ComponentType } from 'react';
import type { PageKey, PageProps } from './routes';

export type PageModule = { default: ComponentType<PageProps> };

/** One chunk per page: Vite splits at each dynamic import. */
export const PAGE_LOADERS: Readonly<Record<PageKey, () => Promise<PageModule>>> = {
  home: () => import('../pages/HomePage'),
  market: () => import('../pages/MarketPage'),
  login: () => import('../pages/LoginPage'),
  register: () => import('../pages/RegisterPage'),
  forget: () => import('../pages/ForgetPage'),
  language: () => import('../pages/LanguagePage'),
  setting: () => import('../pages/SettingPage'),
  assets: () => import('../pages/AssetsPage'),
  underDevelopment: () => import('../pages/UnderDevelopmentPage'),
};
