export { type ToastAction, type ToastInput, ToastStore, type ToastVariant } from './toast-store';
export { Toaster } from './toaster-gate';
export { defaultToastStore, type ToastApi, ToastStoreContext, useToast, useToastList } from './use-toast';
