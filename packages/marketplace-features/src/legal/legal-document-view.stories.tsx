import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LegalDocumentView } from './legal-document-view';
import { LEGAL_DOCUMENTS } from './legal-documents';

const meta = {
  title: 'Marketplace/Legal document',
  component: LegalDocumentView,
  args: { document: LEGAL_DOCUMENTS.privacy },
  tags: ['every-toolbar'],
} satisfies Meta<typeof LegalDocumentView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Privacy: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(7);
  },
};
export const CustomerTerms: Story = { args: { document: LEGAL_DOCUMENTS['customer-terms'] } };
export const Terms: Story = { args: { document: LEGAL_DOCUMENTS.terms } };
export const SellerTerms: Story = { args: { document: LEGAL_DOCUMENTS['seller-terms'] } };
