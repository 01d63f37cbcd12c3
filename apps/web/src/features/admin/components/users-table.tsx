import type { AdminUser } from '@orioni/contracts/entities';
import { formatDateNumeric } from '@orioni/contracts/format';
import { useAdminText } from '../admin-messages';

/**
 * The Users table (spec section 2): user id, username (full name and customer type), identificator
 * (e-mail and ID or CIN), time created, status. A row opens the user info; the name is its button,
 * so the keyboard reaches it too. At 900 px and narrower each row is a card. Dates as every staff
 * table writes them, DD/MM/YYYY (one format per kind of screen, decision 30).
 */
export function UsersTable({ users, onOpen }: { users: AdminUser[]; onOpen(user: AdminUser): void }) {
  const text = useAdminText();
  return (
    <table className="admin-table" data-testid="users-table">
      <thead>
        <tr>
          <th scope="col">{text.userId}</th>
          <th scope="col">{text.username}</th>
          <th scope="col">{text.identificator}</th>
          <th scope="col">{text.timeCreated}</th>
          <th scope="col">{text.status}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id} className="admin-table__row--link" onClick={() => onOpen(user)} data-testid="user-row">
            <td data-label={text.userId} className="admin-table__id">
              {user.id}
            </td>
            <td data-label={text.username}>
              <button
                type="button"
                className="admin-link"
                onClick={(e) => (e.stopPropagation(), onOpen(user))}
                aria-label={text.openUser(user.customer.fullName)}
              >
                {user.customer.fullName}
              </button>
              <span className="admin-sub">{text.customerTypes[user.customer.customerType]}</span>
            </td>
            <td data-label={text.identificator}>
              <span className="admin-break">{user.customer.email}</span>
              <span className="admin-sub">{user.customer.idNumber ?? '—'}</span>
            </td>
            <td data-label={text.timeCreated}>
              <time dateTime={user.createTime}>{formatDateNumeric(user.createTime)}</time>
            </td>
            <td data-label={text.status}>
              <span className={`admin-status admin-status--${user.status.toLowerCase()}`}>{text.userStatuses[user.status]}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
