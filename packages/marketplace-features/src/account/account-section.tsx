import type { FieldErrorCode } from '@lootmarket/contract';
import type { ReactNode, Ref } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorDescriptor } from '../api/error-message';

export type Fields = Partial<Record<string, FieldErrorCode>>;

/**
 * One card of My account, labelled by its heading. `headingRef` lets a section move focus to its
 * heading (tabIndex -1) when the control that had it goes away, e.g. a signed-out session's row.
 */
export function AccountSection({
  title,
  children,
  headingRef,
}: {
  title: string;
  children: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="lm:flex lm:flex-col lm:gap-4 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:p-6"
    >
      <h2
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="lm:font-semibold lm:text-xl"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The translated message of a field's error code, or undefined. */
export function useFieldError(fields: Fields) {
  const intl = useIntl();
  return (name: string) => {
    const code = fields[name];
    return code ? intl.formatMessage(fieldErrorDescriptor(code)) : undefined;
  };
}
