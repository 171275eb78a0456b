export { Popover, PopoverAnchor, PopoverContent, type PopoverContentProps, PopoverTrigger } from './popover';
