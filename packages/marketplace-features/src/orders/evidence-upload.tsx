import {
  DISPUTE_EVIDENCE_MAX_BYTES,
  DISPUTE_EVIDENCE_TYPES,
  type ErrorCode,
  evidenceGuidanceGroup,
  type OrderDetail,
} from '@lootmarket/contract';
import { Alert, Button } from '@lootmarket/ui';
import { type FormEvent, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { errorDescriptor } from '../api/error-message';
import { type AttachmentChoice, AttachmentInput, type AttachmentLimits } from '../attachments';
import { ticketFormMessages, ticketValueMessages } from '../tickets/tickets-messages';
import { evidenceGuidanceMessages } from './dispute-clock-messages';
import { disputeEvidenceMessages as e } from './order-messages';

// Evidence files of a dispute or of a warranty claim: the same kinds of files and limits (the contract's
// DISPUTE_EVIDENCE_*), each with its own code for "too many".

/** Whose files: a dispute's, or a warranty claim's (which says "too many" in its own words). */
export type EvidenceSubject = 'dispute' | 'warranty_claim';

const TOO_MANY: Record<EvidenceSubject, ErrorCode> = {
  dispute: 'DISPUTE_EVIDENCE_TOO_MANY',
  warranty_claim: 'WARRANTY_CLAIM_EVIDENCE_TOO_MANY',
};

/** What evidence may be chosen: the contract's types and size, and the files the subject still takes. */
function evidenceLimits(remaining: number, subject: EvidenceSubject): AttachmentLimits {
  return {
    maxFiles: remaining,
    maxBytes: DISPUTE_EVIDENCE_MAX_BYTES,
    types: DISPUTE_EVIDENCE_TYPES,
    errors: {
      tooMany: TOO_MANY[subject],
      tooLarge: 'DISPUTE_EVIDENCE_TOO_LARGE',
      unsupported: 'DISPUTE_EVIDENCE_UNSUPPORTED',
    },
  };
}

/** The file picker of evidence, with the ticket form's words for adding and removing. */
export function EvidenceInput({
  legend,
  hint,
  remaining,
  subject,
  files,
  onFilesChange,
  onProblem,
  disabled,
}: {
  legend: string;
  hint: string;
  remaining: number;
  subject: EvidenceSubject;
  files: readonly AttachmentChoice[];
  onFilesChange: (files: AttachmentChoice[]) => void;
  onProblem: (problem: MessageDescriptor | null) => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <AttachmentInput
      legend={legend}
      hint={hint}
      addLabel={intl.formatMessage(ticketFormMessages.addFiles)}
      removeLabel={(name) => intl.formatMessage(ticketValueMessages.removeFile, { name })}
      limits={evidenceLimits(remaining, subject)}
      files={files}
      onFilesChange={onFilesChange}
      onProblem={(code) => onProblem(code ? errorDescriptor(code) : null)}
      inputTestId="evidence-file-input"
      disabled={disabled}
    />
  );
}

/**
 * "Add evidence" for the buyer and the seller while a dispute or a claim is open: the picker (at most
 * `remaining` files) and an upload button; the choice is cleared once the server took the files.
 */
export function EvidenceUploadForm({
  remaining,
  subject,
  busy,
  onAdd,
}: {
  remaining: number;
  subject: EvidenceSubject;
  busy: boolean;
  /** True when the server took the files. */
  onAdd: (files: File[]) => Promise<boolean>;
}) {
  const t = useIntl().formatMessage;
  const [files, setFiles] = useState<AttachmentChoice[]>([]);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0) return;
    if (await onAdd(files.map((item) => item.file))) setFiles([]);
  }

  return (
    <form noValidate onSubmit={upload} className="lm:flex lm:flex-col lm:gap-3" data-slot="evidence-upload">
      {problem ? <Alert variant="error" live title={t(problem)} /> : null}
      <EvidenceInput
        legend={t(e.addLegend)}
        hint={t(e.addHint, { remaining })}
        remaining={remaining}
        subject={subject}
        files={files}
        onFilesChange={setFiles}
        onProblem={setProblem}
        disabled={busy}
      />
      <div>
        <Button type="submit" disabled={busy || files.length === 0}>
          {t(e.upload)}
        </Button>
      </div>
    </form>
  );
}

/** What evidence helps for this category's goods (the dispute dialog and the claim form). */
export function EvidenceGuidance({ category }: { category: OrderDetail['category'] }) {
  const t = useIntl().formatMessage;
  return (
    <div className="lm:flex lm:flex-col lm:gap-1 lm:text-sm" data-slot="evidence-guidance">
      <p className="lm:font-medium">{t(evidenceGuidanceMessages.title)}</p>
      <p className="lm:text-muted-foreground">
        {t(evidenceGuidanceMessages[evidenceGuidanceGroup(category)])}
      </p>
    </div>
  );
}
