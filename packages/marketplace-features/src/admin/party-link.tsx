import { Link } from 'react-router';

/** A party's name, linking to their user view. */
export const userLink = (party: { id: string; name: string }) => (
  <Link to={`/users/${party.id}/`} className="lm:text-link lm:underline lm:underline-offset-4">
    {party.name}
  </Link>
);
