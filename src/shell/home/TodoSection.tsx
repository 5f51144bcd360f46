// 'À faire': what waits for this user on the site, each line a link to the screen that lists those records.
import Link from '@mui/material/Link';
import { useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { HomeTodo } from '../../../model/home';
import { useSchemas } from '../../../schema-adapters/schemasContext';
import { HomeSection, LinkList } from './HomeSection';
import { todoLink } from './todoLinks';

export function TodoSection({ todo }: { todo: HomeTodo[] }) {
  const basename = useBasename();
  const schemas = useSchemas();
  const schema = (id: string) => schemas.find((s) => s._id === id);
  return (
    <HomeSection title="À faire" empty={todo.length ? undefined : 'Rien en attente.'}>
      <LinkList label="À faire">
        {todo.map(({ key, count }) => {
          const { text, path } = todoLink(key, count, basename, schema);
          return (
            <li key={key}>
              {path ? (
                <Link component={RouterLink} to={path}>
                  {text}
                </Link>
              ) : (
                text
              )}
            </li>
          );
        })}
      </LinkList>
    </HomeSection>
  );
}
