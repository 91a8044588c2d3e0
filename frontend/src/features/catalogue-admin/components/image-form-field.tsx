import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { ImageField } from './image-field';

/** The image upload bound to a form's field holding the uploaded image's url. */
export function ImageFormField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ImageField
      label={label}
      value={field.value as string}
      onChange={(url) => field.onChange(url)}
      error={fieldState.error?.message}
    />
  );
}
