import { personName, type DoorFacts, type Language, type PushMessage } from '@shop/contracts';

// The push of the step out_for_delivery tells the customer who brings the order and the code to give at the door
// (issue 30 item 4; docs/riders.md), in the language of the browser's subscription.
const texts: Record<Language, { rider: (name: string) => string; code: (code: string) => string }> = {
  fr: { rider: (name) => `Votre livreur : ${name}.`, code: (code) => `Code à donner à la porte : ${code}.` },
  en: { rider: (name) => `Your rider: ${name}.`, code: (code) => `Code to give at the door: ${code}.` },
  ar: { rider: (name) => `الموصل: ${name}.`, code: (code) => `الرمز الذي تعطيه عند الباب: ${code}.` },
};

/** The message with the rider's first name and the code added to its body (unchanged without them). */
export function withDoorFacts(message: PushMessage, door: DoorFacts | null, language: Language): PushMessage {
  if (!door?.code) return message;
  const t = texts[language];
  const parts = [message.body, door.riderName ? t.rider(personName(door.riderName)) : '', t.code(door.code)];
  return { ...message, body: parts.filter(Boolean).join(' ') };
}
