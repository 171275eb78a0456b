import type { DisputeEvidence } from '@lootmarket/contract';
import { formatDateTime } from '@lootmarket/i18n';
import { Button } from '@lootmarket/ui';
import { FileText, ImageIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import { formatFileSize } from '../lib/file-size';
import { disputeEvidenceMessages as e, orderMessages as om } from '../orders/order-messages';

export type DisputeEvidenceListProps = {
  /** The files both sides handed in, oldest first. */
  evidence: ReadonlyArray<DisputeEvidence>;
  /** Downloads one file (it needs the reader's token, so it is not a plain link). */
  onDownload: (evidence: DisputeEvidence) => void;
  /** The list's accessible name: "Dispute evidence" unless said (a warranty claim's files). */
  label?: string;
};

/**
 * A dispute's or a warranty claim's evidence: each file as a download button, with who handed it in,
 * its size and when.
 */
export function DisputeEvidenceList({ evidence, onDownload, label }: DisputeEvidenceListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (evidence.length === 0) return <p className="lm:text-sm lm:text-muted-foreground">{t(e.empty)}</p>;
  return (
    <ul className="lm:flex lm:flex-col lm:gap-2" aria-label={label ?? t(e.title)}>
      {evidence.map((file) => (
        <li key={file.id} className="lm:flex lm:flex-wrap lm:items-center lm:gap-x-3 lm:gap-y-1">
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="lm:max-w-full"
            aria-label={t(e.download, { name: file.fileName })}
            onClick={() => onDownload(file)}
          >
            {file.contentType === 'application/pdf' ? <FileText aria-hidden /> : <ImageIcon aria-hidden />}
            <span className="lm:truncate">{file.fileName}</span>
          </Button>
          <span className="lm:text-sm lm:text-muted-foreground">
            {t(e.meta, {
              side: t(file.uploaderSide === 'buyer' ? om.buyer : om.seller),
              size: formatFileSize(intl, file.sizeBytes),
              date: formatDateTime(new Date(file.createdAt), intl.locale),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
