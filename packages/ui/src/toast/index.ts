export { Toaster, type ToasterProps } from './toast';
export { type ToastVariantProps, toastVariants } from './toast.variants';
export {
  addToast,
  removeToast,
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  type ToastAction,
  type ToastData,
  type ToastVariant,
} from './toast-queue';
