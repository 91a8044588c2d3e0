import { Box, Heading, Image, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { categoryQueries } from '@/api/catalogue';
import { ErrorMessage } from '@/components/ui/error-message';
import { categoryMenuHref } from '../banners';

/** Grid of categories (image, name, description), each opening the menu on that category. */
export function CategoryGrid() {
  const { t } = useTranslation('home');
  const query = useQuery(categoryQueries.list());

  return (
    <Box as="section" aria-labelledby="categories-title">
      <Heading id="categories-title" as="h2" size="2xl" mb="5">
        {t('categories_title')}
      </Heading>
      {query.isError ? (
        <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          {query.isPending
            ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h="64" borderRadius="xl" />)
            : query.data.map((category) => (
                <LinkBox
                  as="article"
                  key={category._id}
                  borderWidth="1px"
                  borderRadius="xl"
                  overflow="hidden"
                  bg="bg"
                  transition="transform .15s, box-shadow .15s"
                  _hover={{ transform: 'translateY(-2px)', boxShadow: 'lg' }}
                  _focusWithin={{ boxShadow: 'outline' }}
                >
                  <Image
                    src={category.image}
                    alt=""
                    w="full"
                    aspectRatio={16 / 10}
                    objectFit="cover"
                    bg="brand.subtle"
                  />
                  <Box p="4">
                    <Heading as="h3" size="lg" mb="1">
                      <LinkOverlay asChild>
                        <RouterLink to={categoryMenuHref(category.name)}>{category.name}</RouterLink>
                      </LinkOverlay>
                    </Heading>
                    <Text color="fg.muted" fontSize="sm" lineClamp={2}>
                      {category.description}
                    </Text>
                  </Box>
                </LinkBox>
              ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
