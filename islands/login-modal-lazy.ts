import { lazy } from 'react';

// The modal and its forms (validation, messages) load on first use, not with every page; warming
// the import on hover or focus makes the first opening instant.
export const loadLoginModal = () => import('./LoginModal.tsx');
export const LazyLoginModal = lazy(loadLoginModal);
