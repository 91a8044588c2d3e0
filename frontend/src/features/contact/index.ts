export { ContactForm } from './components/contact-form';
export { ContactOptions } from './components/contact-options';
export { isContactTopic, contactTopics, type ContactTopic } from './topics';
