import { Box, Button, Field, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/lib/i18n-keys';
import { LuImageUp, LuX } from 'react-icons/lu';
import { FieldMessage } from '@/components/ui/form-field';
import { RequiredMark } from '@/components/ui/required-mark';
import { errorText } from '@/lib/errors';
import { uploadImage } from '../api/catalogue-admin';
import { IMAGE_TYPES, imageFileError } from '../forms';

/**
 * The shop's image chooser (the browser's own file input stays hidden): a preview, "Choose an image" and "Remove"
 * in the current language, the accepted types, and the field's message in a line that keeps its height.
 */
function ImageChooser({
  label,
  shown,
  onChoose,
  onClear,
  onBlur,
  inputRef,
  uploading,
  message,
  status,
}: {
  label: string;
  /** The url to preview, if any. */
  shown?: string;
  onChoose: (file: File | undefined) => void;
  onClear: () => void;
  onBlur?: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
  uploading?: boolean;
  message?: string;
  status?: ReactNode;
}) {
  const { t } = useTranslation('catalogue-admin');
  const id = useId();
  return (
    <Field.Root invalid={!!message} required>
      <Field.Label htmlFor={id}>
        {label}
        <RequiredMark />
      </Field.Label>
      <Stack gap="2" w="full">
        <HStack gap="3" align="center" wrap="wrap">
          <Box
            w="28"
            h="28"
            borderWidth="1px"
            borderRadius="md"
            overflow="hidden"
            bg="bg.muted"
            display="flex"
            alignItems="center"
            justifyContent="center"
            flexShrink={0}
          >
            {shown ? (
              <Image src={shown} alt={t('image.preview')} objectFit="cover" w="full" h="full" />
            ) : (
              <LuImageUp aria-hidden size="32" />
            )}
          </Box>
          <Stack gap="2">
            <Input
              ref={inputRef}
              id={id}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              onChange={(e) => onChoose(e.target.files?.[0])}
              display="none"
            />
            <HStack gap="2">
              <Button
                size="sm"
                variant="outline"
                onClick={() => inputRef.current?.click()}
                onBlur={onBlur}
                loading={uploading}
                loadingText={t('image.uploading')}
              >
                <LuImageUp aria-hidden /> {t('image.choose')}
              </Button>
              {shown && (
                <Button size="sm" variant="ghost" onClick={onClear}>
                  <LuX aria-hidden /> {t('image.remove')}
                </Button>
              )}
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              {t('image.hint', { mb: 5 })}
            </Text>
          </Stack>
        </HStack>
        {status}
      </Stack>
      <FieldMessage error={message} />
    </Field.Root>
  );
}

/**
 * Image upload with preview: the file is checked (image types only, size limit), sent to POST /api/uploads, and the
 * answered url becomes the field's value. A local preview shows at once; errors are cleared by the next choice.
 */
export function ImageField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation('catalogue-admin');
  const messageText = useMessageText('catalogue-admin');
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const upload = useMutation({ mutationFn: uploadImage, onSuccess: (r) => onChange(r.url) });

  const choose = (file: File | undefined) => {
    setFileError(undefined);
    upload.reset();
    if (!file) return;
    const problem = imageFileError(file);
    if (problem) {
      setFileError(t(problem, { mb: 5 }));
      return;
    }
    if (preview) URL.revokeObjectURL(preview);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file);
  };
  const clear = () => {
    if (preview) URL.revokeObjectURL(preview);
    setPreview(undefined);
    setFileError(undefined);
    upload.reset();
    onChange('');
    if (inputRef.current) inputRef.current.value = '';
  };

  const message =
    fileError ?? (upload.isError ? errorText(upload.error, i18n.resolvedLanguage) : messageText(error));
  return (
    <ImageChooser
      label={label}
      shown={preview ?? (value || undefined)}
      onChoose={choose}
      onClear={clear}
      inputRef={inputRef}
      uploading={upload.isPending}
      message={message}
      status={
        upload.isSuccess && (
          <Text fontSize="xs" color="green.600">
            {t('image.uploaded')}
          </Text>
        )
      }
    />
  );
}

/**
 * The same chooser for a form that sends the file itself (the banner's multipart POST): the value is the chosen
 * File, previewed locally; the form's schema checks it.
 */
export function ImageFileField({
  label,
  value,
  onChange,
  onBlur,
  error,
}: {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  error?: string;
}) {
  const messageText = useMessageText('catalogue-admin');
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : undefined), [value]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const clear = () => {
    onChange(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  return (
    <ImageChooser
      label={label}
      shown={preview}
      onChoose={(file) => {
        onChange(file ?? null);
        onBlur();
      }}
      onClear={clear}
      onBlur={onBlur}
      inputRef={inputRef}
      message={messageText(error, { mb: 5 })}
    />
  );
}
