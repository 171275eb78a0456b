export {
  Sheet,
  SheetClose,
  SheetContent,
  type SheetContentProps,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from './sheet';
