import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';

/** One icon per status, shared by Alert and Toast so a status always looks the same. */
export const statusIcons = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleAlert,
} as const;

export type Status = keyof typeof statusIcons;
