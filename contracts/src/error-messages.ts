import type { ErrorCode } from './errors';
import type { Language } from './languages';
import { MAX_CART_QUANTITY, MAX_LINE_QUANTITY } from './orders/cart-limits';

// The message of every error code in the three languages; servers pick one by Accept-Language (fr default),
// the client by its current language.
export const errorMessages: Record<ErrorCode, Record<Language, string>> = {
  'validation.failed': {
    fr: 'Certains champs sont invalides.',
    en: 'Some fields are invalid.',
    ar: 'بعض الحقول غير صالحة.',
  },
  'query.invalid': {
    fr: 'Paramètres de recherche invalides.',
    en: 'Invalid query parameters.',
    ar: 'معلمات البحث غير صالحة.',
  },
  'request.invalid': {
    fr: 'La requête est mal formée.',
    en: 'The request is malformed.',
    ar: 'الطلب غير صالح.',
  },
  'auth.required': {
    fr: 'Vous devez être connecté pour continuer !',
    en: 'You must be logged in to continue!',
    ar: 'يجب تسجيل الدخول للمتابعة!',
  },
  'auth.forbidden': {
    fr: "Vous n'avez pas la permission pour réaliser cette opération.",
    en: 'You do not have permission to perform this operation.',
    ar: 'ليس لديك الإذن للقيام بهذه العملية.',
  },
  'request.cross_origin': {
    fr: 'Cette requête ne vient pas du site de la boutique : elle est refusée.',
    en: "This request does not come from the shop's own site: it is refused.",
    ar: 'هذا الطلب لا يأتي من موقع المتجر: تم رفضه.',
  },
  not_found: { fr: 'Page non trouvée', en: 'Page not found', ar: 'الصفحة غير موجودة' },
  'product.not_found': { fr: 'Produit introuvable.', en: 'Product not found.', ar: 'المنتج غير موجود.' },
  'category.not_found': { fr: 'Catégorie introuvable.', en: 'Category not found.', ar: 'الفئة غير موجودة.' },
  'promo.not_found': {
    fr: 'Code promo invalide. Veuillez vérifier et réessayer.',
    en: 'Invalid promo code. Please check and try again.',
    ar: 'رمز الترويج غير صالح. يرجى التحقق والمحاولة مرة أخرى.',
  },
  'district.not_found': { fr: 'Quartier introuvable.', en: 'District not found.', ar: 'الحي غير موجود.' },
  'banner.not_found': { fr: 'Bannière introuvable.', en: 'Banner not found.', ar: 'اللافتة غير موجودة.' },
  'category.exists': {
    fr: 'Cette catégorie existe déjà.',
    en: 'This category already exists.',
    ar: 'هذه الفئة موجودة بالفعل.',
  },
  'product.exists': {
    fr: 'Ce produit existe déjà.',
    en: 'This product already exists.',
    ar: 'هذا المنتج موجود بالفعل.',
  },
  'promo.exists': {
    fr: 'Ce code promo existe déjà.',
    en: 'This promo code already exists.',
    ar: 'رمز الترويج هذا موجود بالفعل.',
  },
  'district.exists': {
    fr: 'Ce quartier existe déjà.',
    en: 'This district already exists.',
    ar: 'هذا الحي موجود بالفعل.',
  },
  'banner.exists': {
    fr: 'Cette bannière existe déjà.',
    en: 'This banner already exists.',
    ar: 'هذه اللافتة موجودة بالفعل.',
  },
  'category.unknown': {
    fr: "La catégorie choisie n'existe pas.",
    en: 'The chosen category does not exist.',
    ar: 'الفئة المختارة غير موجودة.',
  },
  'category.not_empty': {
    fr: 'Cette catégorie contient encore des produits : déplacez-les ou supprimez-les d’abord.',
    en: 'This category still holds products: move or delete them first.',
    ar: 'لا تزال هذه الفئة تحتوي على منتجات: انقلها أو احذفها أولاً.',
  },
  'promo.inactive': {
    fr: "Le code promo n'est pas actif actuellement.",
    en: 'The promo code is not currently active.',
    ar: 'رمز الترويج غير نشط حاليًا.',
  },
  'concurrency.conflict': {
    fr: 'Ces données viennent d’être modifiées par quelqu’un d’autre. Rechargez et réessayez.',
    en: 'This was just changed by someone else. Reload and try again.',
    ar: 'تم تعديل هذه البيانات للتو من قبل شخص آخر. أعد التحميل وحاول مرة أخرى.',
  },
  'idempotency.key_reused': {
    fr: 'Cette clé d’idempotence a déjà servi pour une autre demande. Envoyez la nouvelle demande avec une nouvelle clé.',
    en: 'This idempotency key was already used for a different request. Send the new request with a new key.',
    ar: 'سبق استخدام مفتاح عدم التكرار هذا لطلب مختلف. أرسل الطلب الجديد بمفتاح جديد.',
  },
  rate_limited: {
    fr: 'Trop de tentatives. Réessayez dans {{minutes}} min.',
    en: 'Too many attempts. Try again in {{minutes}} min.',
    ar: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد {{minutes}} دقيقة.',
  },
  'auth.invalid_credentials': {
    fr: 'Email ou mot de passe invalide',
    en: 'Email or password invalid',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
  'auth.token_invalid': { fr: 'Lien invalide.', en: 'Invalid link.', ar: 'رابط غير صالح.' },
  'auth.token_expired': {
    fr: 'Ce lien a expiré : demandez-en un nouveau.',
    en: 'This link has expired: ask for a new one.',
    ar: 'انتهت صلاحية هذا الرابط: اطلب رابطًا جديدًا.',
  },
  'email.taken': {
    fr: 'Cet e-mail est déjà utilisé',
    en: 'this e-mail is already used',
    ar: 'هذا البريد الإلكتروني مستخدم بالفعل',
  },
  'email.not_verified': {
    fr: 'Veuillez d’abord confirmer votre adresse e-mail.',
    en: 'Please verify your e-mail address first.',
    ar: 'يرجى تأكيد بريدك الإلكتروني أولاً.',
  },
  'user.not_found': { fr: 'Utilisateur introuvable.', en: 'User not found.', ar: 'المستخدم غير موجود.' },
  'user.last_admin': {
    fr: 'Le dernier administrateur ne peut pas être rétrogradé ni supprimé.',
    en: 'The last admin cannot be demoted or deleted.',
    ar: 'لا يمكن تخفيض رتبة آخر مسؤول أو حذفه.',
  },
  'profile.incomplete': {
    fr: 'Vous devez remplir votre profil de compte afin de passer la commande',
    en: 'You must complete your account profile to place an order',
    ar: 'يجب عليك إكمال ملف حسابك لتقديم الطلب',
  },
  'password.wrong': {
    fr: 'Mot de passe actuel incorrect.',
    en: 'Current password is wrong.',
    ar: 'كلمة المرور الحالية غير صحيحة.',
  },
  'payload.too_large': {
    fr: 'Fichier ou contenu trop volumineux.',
    en: 'File or content too large.',
    ar: 'الملف أو المحتوى كبير جدًا.',
  },
  'order.not_found': { fr: 'Commande introuvable.', en: 'Order not found.', ar: 'الطلب غير موجود.' },
  'rating.not_delivered': {
    fr: 'Vous pourrez noter cette commande une fois livrée ou servie.',
    en: 'You can rate this order once it has been delivered or served.',
    ar: 'يمكنك تقييم هذا الطلب بعد توصيله أو تقديمه.',
  },
  'rating.too_late': {
    fr: 'Une commande se note dans les 3 jours qui suivent sa livraison.',
    en: 'An order can be rated within 3 days of its delivery.',
    ar: 'يمكن تقييم الطلب خلال 3 أيام من توصيله.',
  },
  'rating.already_given': {
    fr: 'Vous avez déjà noté cette commande.',
    en: 'You have already rated this order.',
    ar: 'لقد قمت بتقييم هذا الطلب من قبل.',
  },
  'rating.none': {
    fr: "Cette commande n'a pas encore de note.",
    en: 'This order has not been rated yet.',
    ar: 'لم يتم تقييم هذا الطلب بعد.',
  },
  'rating.already_answered': {
    fr: 'Cette note a déjà reçu une réponse.',
    en: 'This rating has already been answered.',
    ar: 'تم الرد على هذا التقييم من قبل.',
  },
  'address.limit': {
    fr: 'Vous avez atteint le nombre maximum d’adresses enregistrées. Supprimez-en une d’abord.',
    en: 'You have reached the maximum number of saved addresses. Remove one first.',
    ar: 'لقد بلغت الحد الأقصى للعناوين المحفوظة. احذف عنوانًا أولاً.',
  },
  'address.not_found': {
    fr: 'Adresse introuvable.',
    en: 'Address not found.',
    ar: 'العنوان غير موجود.',
  },
  'cart.empty': { fr: 'Votre panier est vide !', en: 'Your cart is empty!', ar: 'سلة التسوق فارغة!' },
  'cart.line_quantity': {
    fr: `Pas plus de ${MAX_LINE_QUANTITY} exemplaires d'un même article par commande.`,
    en: `No more than ${MAX_LINE_QUANTITY} of the same item per order.`,
    ar: `لا يمكن طلب أكثر من ${MAX_LINE_QUANTITY} من نفس المنتج في الطلب الواحد.`,
  },
  'cart.too_many_items': {
    fr: `Pas plus de ${MAX_CART_QUANTITY} articles par commande : retirez-en quelques-uns.`,
    en: `No more than ${MAX_CART_QUANTITY} items per order: please remove some.`,
    ar: `لا يمكن أن يضم الطلب أكثر من ${MAX_CART_QUANTITY} منتج: يرجى إزالة بعضها.`,
  },
  'order.district_required': {
    fr: 'Choisissez un quartier pour la livraison.',
    en: 'Choose a district for the delivery.',
    ar: 'اختر حيًا للتوصيل.',
  },
  'order.step_invalid': {
    fr: "Cette étape n'existe pas pour cette commande.",
    en: 'This step does not exist for this order.',
    ar: 'هذه المرحلة غير موجودة لهذا الطلب.',
  },
  'order.undo_unavailable': {
    fr: 'Seule la dernière étape de la cuisine peut être annulée.',
    en: "Only the kitchen's last step can be undone.",
    ar: 'لا يمكن التراجع إلا عن آخر مرحلة في المطبخ.',
  },
  'order.undo_expired': {
    fr: "Trop tard pour annuler : l'étape date de plus de 30 secondes.",
    en: 'Too late to undo: the step is more than 30 seconds old.',
    ar: 'فات أوان التراجع: مرت أكثر من 30 ثانية على هذه المرحلة.',
  },
  'order.already_placed': {
    fr: 'Cette commande a déjà été passée.',
    en: 'This order has already been placed.',
    ar: 'تم تقديم هذا الطلب بالفعل.',
  },
  'checkout.expired': {
    fr: 'Cette commande a expiré : recommencez depuis votre panier.',
    en: 'This checkout has expired: start again from your cart.',
    ar: 'انتهت صلاحية هذا الطلب: ابدأ من جديد من سلة التسوق.',
  },
  'order.not_cancellable': {
    fr: 'Cette commande ne peut plus être annulée.',
    en: 'This order can no longer be cancelled.',
    ar: 'لم يعد من الممكن إلغاء هذا الطلب.',
  },
  'order.not_amendable': {
    fr: 'Cette commande a quitté la cuisine : elle ne peut plus être modifiée.',
    en: 'This order has left the kitchen: it can no longer be changed.',
    ar: 'غادر هذا الطلب المطبخ: لم يعد من الممكن تعديله.',
  },
  'order.amend_reason_required': {
    fr: 'Indiquez la raison de la modification.',
    en: 'Give the reason for the change.',
    ar: 'اذكر سبب التعديل.',
  },
  'customer.not_found': {
    fr: 'Client introuvable.',
    en: 'Customer not found.',
    ar: 'الزبون غير موجود.',
  },
  'customer.phone_invalid': {
    fr: 'Numéro de téléphone invalide.',
    en: 'Invalid phone number.',
    ar: 'رقم الهاتف غير صالح.',
  },
  'push.endpoint_not_allowed': {
    fr: 'Ce navigateur utilise un service de notifications que la boutique ne connaît pas : les notifications ne peuvent pas y être activées.',
    en: 'This browser uses a notification service the shop does not know: notifications cannot be turned on here.',
    ar: 'يستخدم هذا المتصفح خدمة إشعارات لا يعرفها المتجر: لا يمكن تفعيل الإشعارات هنا.',
  },
  'points.insufficient': {
    fr: "Vous n'avez pas assez de points bonus.",
    en: 'You do not have enough bonus points.',
    ar: 'ليس لديك نقاط مكافأة كافية.',
  },
  'slot.full': {
    fr: 'Ce créneau est complet : choisissez-en un autre.',
    en: 'This time slot is full: choose another one.',
    ar: 'هذه الفترة الزمنية ممتلئة: اختر فترة أخرى.',
  },
  'slot.unavailable': {
    fr: "Ce créneau n'est plus proposé : choisissez-en un autre.",
    en: 'This time slot is no longer offered: choose another one.',
    ar: 'لم تعد هذه الفترة الزمنية متاحة: اختر فترة أخرى.',
  },
  'shop.closed': {
    fr: 'Le restaurant est fermé : choisissez un créneau pour plus tard.',
    en: 'The restaurant is closed: choose a time slot for later.',
    ar: 'المطعم مغلق: اختر فترة زمنية لاحقة.',
  },
  'shop.paused': {
    fr: 'Le restaurant ne prend plus de commandes pour le moment : choisissez un créneau après la reprise.',
    en: 'The restaurant is not taking orders right now: choose a time slot after it reopens.',
    ar: 'المطعم لا يستقبل طلبات في الوقت الحالي: اختر فترة زمنية بعد استئناف الطلبات.',
  },
  'product.unavailable': {
    fr: "Un produit de votre panier n'est plus disponible.",
    en: 'A product in your cart is no longer available.',
    ar: 'أحد المنتجات في سلتك لم يعد متوفرًا.',
  },
  'cart.sold_out': {
    fr: '{{product}} est épuisé pour le moment : retirez-le de votre panier pour commander.',
    en: '{{product}} is sold out for now: remove it from your cart to order.',
    ar: '{{product}} نفد حاليًا: أزله من سلتك لتتمكن من الطلب.',
  },
  'option.unavailable': {
    fr: "Un choix d'option de votre panier n'existe plus : choisissez à nouveau les options de ce produit.",
    en: 'An option chosen in your cart no longer exists: choose the options of this product again.',
    ar: 'أحد الخيارات في سلتك لم يعد موجودًا: اختر خيارات هذا المنتج من جديد.',
  },
  'option.choice_count': {
    fr: "Le nombre de choix d'une option ne convient pas : choisissez à nouveau les options de ce produit.",
    en: 'The number of choices of an option is not allowed: choose the options of this product again.',
    ar: 'عدد الاختيارات في أحد الخيارات غير مسموح: اختر خيارات هذا المنتج من جديد.',
  },
  'upload.missing': {
    fr: 'Choisissez une image à envoyer.',
    en: 'Choose an image to upload.',
    ar: 'اختر صورة لإرسالها.',
  },
  'upload.not_image': {
    fr: 'Ce fichier n’est pas une image acceptée (JPEG, PNG, WebP ou GIF).',
    en: 'This file is not an accepted image (JPEG, PNG, WebP or GIF).',
    ar: 'هذا الملف ليس صورة مقبولة (JPEG أو PNG أو WebP أو GIF).',
  },
  'image.not_found': { fr: 'Image introuvable.', en: 'Image not found.', ar: 'الصورة غير موجودة.' },
  'screen.not_found': { fr: 'Écran introuvable.', en: 'Screen not found.', ar: 'الشاشة غير موجودة.' },
  'screen.reference_unknown': {
    fr: 'Un produit ou une catégorie choisi n’existe pas.',
    en: 'A chosen product or category does not exist.',
    ar: 'منتج أو فئة مختارة غير موجودة.',
  },
  'phone.blocked': {
    fr: 'Ce numéro ne peut plus commander en paiement à la livraison. Appelez la boutique.',
    en: 'This number can no longer order cash on delivery. Please call the shop.',
    ar: 'لم يعد بإمكان هذا الرقم الطلب بالدفع عند الاستلام. يرجى الاتصال بالمتجر.',
  },
  'phone.open_orders_limit': {
    fr: 'Ce numéro a déjà trop de commandes en cours. Attendez leur livraison.',
    en: 'This number already has too many orders in progress. Please wait for them to arrive.',
    ar: 'لهذا الرقم طلبات كثيرة قيد التنفيذ. يرجى انتظار وصولها.',
  },
  'phone.invalid': {
    fr: 'Numéro de téléphone invalide.',
    en: 'Invalid phone number.',
    ar: 'رقم هاتف غير صالح.',
  },
  'order.call_pending': {
    fr: "Cette commande attend un appel de confirmation : appelez le client d'abord.",
    en: 'This order waits for a confirmation call: call the customer first.',
    ar: 'هذا الطلب ينتظر مكالمة تأكيد: اتصل بالزبون أولاً.',
  },
  'order.no_call_pending': {
    fr: "Cette commande n'attend pas d'appel.",
    en: 'This order is not waiting for a call.',
    ar: 'هذا الطلب لا ينتظر أي مكالمة.',
  },
  'delivery.not_assignable': {
    fr: 'Cette commande ne peut pas être confiée à un livreur maintenant.',
    en: 'This order cannot be given to a rider now.',
    ar: 'لا يمكن إسناد هذا الطلب إلى موصل الآن.',
  },
  'delivery.closed': {
    fr: 'Cette commande est déjà livrée ou annulée.',
    en: 'This order is already delivered or cancelled.',
    ar: 'هذا الطلب تم توصيله أو إلغاؤه.',
  },
  'delivery.not_assigned': {
    fr: 'Cette commande ne vous est pas confiée.',
    en: 'This order is not assigned to you.',
    ar: 'هذا الطلب غير مسند إليك.',
  },
  'delivery.not_picked_up': {
    fr: "Confirmez d'abord que la commande est récupérée.",
    en: 'Confirm the pickup first.',
    ar: 'أكد استلام الطلب أولاً.',
  },
  'delivery.code_wrong': {
    fr: 'Code incorrect. Demandez au client le code affiché sur sa commande.',
    en: 'Wrong code. Ask the customer for the code shown on their order.',
    ar: 'الرمز غير صحيح. اطلب من الزبون الرمز الظاهر في طلبه.',
  },
  'delivery.code_locked': {
    fr: "Trop de codes incorrects : l'équipe doit confirmer la livraison.",
    en: 'Too many wrong codes: the staff must confirm the delivery.',
    ar: 'رموز خاطئة كثيرة: يجب على الفريق تأكيد التوصيل.',
  },
  'rider.not_found': {
    fr: 'Livreur introuvable.',
    en: 'Rider not found.',
    ar: 'الموصل غير موجود.',
  },
  'rider.off_shift': {
    fr: "Ce livreur n'est pas en service.",
    en: 'This rider is not on shift.',
    ar: 'هذا الموصل ليس في الخدمة.',
  },
  'rider.shift_not_found': {
    fr: 'Service introuvable pour ce livreur.',
    en: 'No such shift for this rider.',
    ar: 'لا توجد هذه الخدمة لهذا الموصل.',
  },
  'rider.shift_open': {
    fr: "Le service de ce livreur n'est pas terminé : terminez-le avant d'enregistrer la remise.",
    en: "This rider's shift has not ended: end it before recording the handover.",
    ar: 'خدمة هذا الموصل لم تنته بعد: أنهها قبل تسجيل التسليم.',
  },
  'rider.cash_already_handed_over': {
    fr: 'La remise de ce service est déjà enregistrée.',
    en: "This shift's handover is already recorded.",
    ar: 'تم تسجيل تسليم هذه الخدمة من قبل.',
  },
  internal: { fr: 'Une erreur est survenue!', en: 'An error occurred!', ar: 'حدث خطأ!' },
  unavailable: {
    fr: 'Service momentanément indisponible, réessayez.',
    en: 'Service temporarily unavailable, try again.',
    ar: 'الخدمة غير متاحة مؤقتًا، حاول مرة أخرى.',
  },
};

/** A message with the wait of a `rate_limited` problem filled in, said in whole minutes (rounded up). */
export const withRetryAfter = (text: string, retryAfterSeconds: number): string =>
  text.replace('{{minutes}}', String(Math.max(1, Math.ceil(retryAfterSeconds / 60))));
