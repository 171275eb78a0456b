import type { SellerReviewsResponse } from '@lootmarket/contract';
import { RelativeTime } from '@lootmarket/i18n';
import { Button, Stars } from '@lootmarket/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { apiQuery } from '../api/api-client';

export const sellerReviewsMessages = defineMessages({
  title: { id: 'offer.reviews.title', defaultMessage: 'All reviews' },
  none: { id: 'offer.reviews.none', defaultMessage: 'This seller has no reviews yet.' },
  more: { id: 'offer.reviews.more', defaultMessage: 'Show more reviews' },
});
const valueMessages = defineMessages<{
  stars: { stars: number };
  summary: { average: string; count: number };
}>({
  stars: { id: 'offer.reviews.stars', defaultMessage: 'Rated {stars} out of 5' },
  summary: {
    id: 'offer.reviews.summary',
    defaultMessage: '{average} out of 5 from {count, plural, one {# review} other {# reviews}}',
  },
});

const PAGE_SIZE = 10;

/** Every review of the seller (spec §2 offer page "all reviews"), newest first, more on request. */
export function SellerReviews({ sellerId }: { sellerId: string }) {
  const intl = useIntl();
  const [shown, setShown] = useState(PAGE_SIZE);
  const query = useQuery({
    queryKey: ['sellers', sellerId, 'reviews', shown],
    queryFn: ({ signal }) =>
      apiQuery<SellerReviewsResponse>(`/api/v1/sellers/${sellerId}/reviews?pageSize=${Math.min(shown, 50)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  return (
    <section aria-labelledby="seller-reviews-title" className="lm:flex lm:flex-col lm:gap-3">
      <h2 id="seller-reviews-title" className="lm:text-lg lm:font-semibold">
        {intl.formatMessage(sellerReviewsMessages.title)}
      </h2>
      {data && data.total > 0 && data.averageStars !== null ? (
        <p className="lm:text-sm lm:text-muted-foreground">
          {intl.formatMessage(valueMessages.summary, {
            average: intl.formatNumber(data.averageStars, { maximumFractionDigits: 1 }),
            count: data.total,
          })}
        </p>
      ) : null}
      {data && data.total === 0 ? (
        <p className="lm:text-sm">{intl.formatMessage(sellerReviewsMessages.none)}</p>
      ) : null}
      <ul className="lm:flex lm:flex-col lm:gap-3">
        {data?.reviews.map((review) => (
          <li key={review.id} className="lm:rounded-lg lm:border lm:p-3 lm:text-sm">
            <div className="lm:flex lm:flex-wrap lm:items-center lm:gap-2">
              <Stars
                value={review.stars}
                size="sm"
                label={intl.formatMessage(valueMessages.stars, { stars: review.stars })}
              />
              <span className="lm:font-medium">{review.authorName}</span>
              <span className="lm:text-muted-foreground">
                <RelativeTime value={review.createdAt} />
              </span>
            </div>
            <p className="lm:mt-1">{review.comment}</p>
          </li>
        ))}
      </ul>
      {data && data.total > data.reviews.length && shown < 50 ? (
        <Button variant="outline" size="sm" onClick={() => setShown((count) => count + PAGE_SIZE)}>
          {intl.formatMessage(sellerReviewsMessages.more)}
        </Button>
      ) : null}
    </section>
  );
}
