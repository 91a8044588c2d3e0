import { Alert, Box, Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { OrderType } from '@shop/contracts/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBike, LuUtensils } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { StepProgress } from '@/components/ui/step-progress';
import { useCart } from '@/stores/cart';
import { isProfileComplete, useSession } from '@/stores/session';
import type { DeliveryValues } from '../checkout-form';
import { ConfirmStep } from './confirm-step';
import { DELIVERY_FORM_ID, DeliveryStep } from './delivery-step';

type Stage = 'method' | 'delivery' | 'confirm';

/**
 * /myAccount/orderMethod (login required): order method → delivery details (delivery only) → confirmation → submit.
 * `?surPlace=true` goes straight to the on-site confirmation, `?surPlace=false` (the cart's 'Livrez-moi') to the
 * delivery details; without it the method is asked first.
 */
export function CheckoutScreen() {
  const { search } = useLocation();
  const surPlace = new URLSearchParams(search).get('surPlace');
  const preset: OrderType | null = surPlace === 'true' ? 'on_site' : surPlace === 'false' ? 'delivery' : null;
  // Keyed by the query: the cart's order buttons used while already here (other method) start the flow again at
  // the method's step, the preset being only the steps' initial state.
  return <CheckoutFlow key={search} preset={preset} />;
}

function CheckoutFlow({ preset }: { preset: OrderType | null }) {
  const { t } = useTranslation('checkout');
  const { currentUser } = useSession();
  const cart = useCart();
  const [type, setType] = useState<OrderType | null>(preset);
  const [stage, setStage] = useState<Stage>(
    preset === 'on_site' ? 'confirm' : preset === 'delivery' ? 'delivery' : 'method',
  );
  const [delivery, setDelivery] = useState<DeliveryValues>();
  const placed = useRef(false);

  if (!currentUser) return null;
  if (!isProfileComplete(currentUser))
    return (
      <CheckoutBlocked
        status="warning"
        text={t('profile_incomplete')}
        to="/myAccount/myProfile"
        action={t('complete_profile')}
      />
    );
  if (cart.isEmpty && !placed.current)
    return <CheckoutBlocked status="info" text={t('cart_empty')} to="/menu" action={t('to_menu')} />;

  const steps =
    type === 'on_site'
      ? [
          { key: 'method', label: t('steps.method') },
          { key: 'confirm', label: t('steps.confirm') },
        ]
      : [
          { key: 'method', label: t('steps.method') },
          { key: 'delivery', label: t('steps.delivery') },
          { key: 'confirm', label: t('steps.confirm') },
        ];
  const current = steps.findIndex((s) => s.key === stage);

  const choose = (chosen: OrderType) => {
    setType(chosen);
    setStage(chosen === 'delivery' ? 'delivery' : 'confirm');
  };

  return (
    <PageTitle title={t('title')} subtitle={t('subtitle')}>
      <StepProgress
        steps={steps}
        current={current}
        validate={stage === 'delivery' ? { label: t('validate'), form: DELIVERY_FORM_ID } : undefined}
      />
      {stage === 'method' && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="3xl">
          <MethodCard
            icon={<LuBike />}
            title={t('method.delivery')}
            text={t('method.delivery_text')}
            selected={type === 'delivery'}
            onClick={() => choose('delivery')}
          />
          <MethodCard
            icon={<LuUtensils />}
            title={t('method.on_site')}
            text={t('method.on_site_text')}
            selected={type === 'on_site'}
            onClick={() => choose('on_site')}
          />
        </SimpleGrid>
      )}
      {stage === 'delivery' && (
        <DeliveryStep
          user={currentUser}
          initial={delivery}
          onBack={() => setStage('method')}
          onDone={(values) => {
            setDelivery(values);
            setStage('confirm');
          }}
        />
      )}
      {stage === 'confirm' && type && (
        <ConfirmStep
          type={type}
          user={currentUser}
          delivery={type === 'delivery' ? delivery : undefined}
          onBack={() => setStage(type === 'delivery' ? 'delivery' : 'method')}
          onPlaced={() => {
            placed.current = true;
          }}
        />
      )}
    </PageTitle>
  );
}

function MethodCard({
  icon,
  title,
  text,
  selected,
  onClick,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  selected: boolean;
  onClick: () => void;
}) {
  return (
    <Card.Root
      asChild
      variant="outline"
      borderWidth="2px"
      borderColor={selected ? 'brand.solid' : 'border'}
      _hover={{ borderColor: 'brand.solid' }}
      cursor="pointer"
    >
      <button type="button" onClick={onClick} aria-pressed={selected}>
        <Card.Body>
          <Stack align="center" textAlign="center" gap="3" py="4">
            <Box fontSize="4xl" color="brand.fg">
              {icon}
            </Box>
            <Heading as="h2" size="lg">
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {text}
            </Text>
          </Stack>
        </Card.Body>
      </button>
    </Card.Root>
  );
}

/** The checkout page when the order cannot start yet: why, and a link to what unblocks it. */
function CheckoutBlocked({
  status,
  text,
  to,
  action,
}: {
  status: 'warning' | 'info';
  text: string;
  to: string;
  action: string;
}) {
  const { t } = useTranslation('checkout');
  return (
    <PageTitle title={t('title')}>
      <Alert.Root status={status}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{text}</Alert.Title>
        </Alert.Content>
        <Button asChild size="sm" colorPalette="brand" alignSelf="center">
          <RouterLink to={to}>{action}</RouterLink>
        </Button>
      </Alert.Root>
    </PageTitle>
  );
}
