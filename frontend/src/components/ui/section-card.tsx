import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An outlined card with a heading (`as` its level, h2 by default) over its content. */
export function SectionCard({
  title,
  as = 'h2',
  children,
}: {
  title: ReactNode;
  as?: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <Heading as={as} size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
