// Demo blog articles for `npm start` (issue 15; docs/site.md 1): six published (three Arabic,
// three English), one scheduled a week ahead and one draft, each with a cover from
// web/public/blog-covers/, `##`/`###` headings, FAQs, tags and related articles. Written by
// admin@ with their slug claims. Idempotent: an article that exists is left as it is, so its
// dates and any edits made in the admin screens survive a second run.
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { readingMinutes } from '../shared/blog-outline';
import type { BlogFaq, BlogLanguage, BlogStatus } from '../shared/schemas/blog';
import { displayName } from '../services/courses/enrollments';
import { uidOf } from './demo-courses';

const DAY = 24 * 60 * 60 * 1000;

interface DemoBlog {
  id: string;
  slug: string;
  language: BlogLanguage;
  status: BlogStatus;
  /** Days from now: negative for published ones, positive for the scheduled one. */
  days: number;
  cover: string;
  cover_alt: string;
  title: string;
  excerpt: string;
  tags: string[];
  related_ids: string[];
  faqs: BlogFaq[];
  content: string;
}

export const DEMO_BLOGS: DemoBlog[] = [
  {
    id: 'demo-blog-ai-quizzes',
    slug: 'اختبارات-الذكاء-الاصطناعي',
    language: 'ar',
    status: 'published',
    days: -2,
    cover: 'ai-quizzes',
    cover_alt: 'ورقة اختبار بخيارات متعددة ونجوم صغيرة',
    title: 'اختبارات بالذكاء الاصطناعي في دقائق: دليل المعلم',
    excerpt: 'كيف تحوّل درسًا أو ملف PDF إلى اختبار جاهز للصف، وكيف تراجع الأسئلة قبل نشرها.',
    tags: ['ذكاء اصطناعي', 'اختبارات', 'معلمون'],
    related_ids: ['demo-blog-teacher-tips', 'demo-blog-live-quizzes'],
    faqs: [
      { question: 'هل أستطيع تعديل الأسئلة التي يولدها الذكاء الاصطناعي؟', answer: 'نعم. كل سؤال يظهر في المحرر قبل النشر، فتعدّل نصه وخياراته وإجابته الصحيحة أو تحذفه.' },
      { question: 'ما الملفات التي يقبلها منشئ الاختبارات؟', answer: 'ملفات PDF والنصوص التي تلصقها مباشرة. كلما كان المحتوى منظمًا بعناوين واضحة كانت الأسئلة أدق.' },
      { question: 'كم يكلف إنشاء اختبار؟', answer: 'يستهلك الإنشاء عددًا صغيرًا من الشرارات يظهر لك قبل التأكيد، ولا يُخصم شيء إذا فشل الإنشاء.' },
    ],
    content: `## لماذا نبدأ بالاختبار؟

الاختبار القصير ليس أداة تقييم فقط، بل أداة تعلّم. حين يحاول الطالب استرجاع المعلومة من ذاكرته تقوى صلته بها أكثر مما لو أعاد قراءتها. لهذا ننصح المعلمين بأسئلة قصيرة ومتكررة بدل اختبار كبير واحد في نهاية الوحدة.

## من الدرس إلى الاختبار في ثلاث خطوات

### ١. اختر المصدر

ارفع ملف الدرس بصيغة PDF أو الصق النص مباشرة. حدّد الصف والمادة وعدد الأسئلة ومستوى الصعوبة.

### ٢. راجع ما اقترحه المساعد

يقترح المساعد أسئلة اختيار من متعدد وصح وخطأ وإجابات قصيرة. اقرأ كل سؤال كما سيقرؤه طالبك: هل هو واضح؟ هل الخيارات الخاطئة معقولة؟ عدّل ما تحتاج إليه.

### ٣. انشر أو ابدأ مباشرة

احفظ الاختبار ليكون تحديًا يحله الطلاب في وقتهم، أو ابدأ به لعبة مباشرة في الصف.

## نصائح لأسئلة أفضل

- اطلب أسئلة تقيس الفهم لا الحفظ فقط: "لماذا" و"ماذا يحدث لو".
- نوّع الصعوبة: سؤالان سهلان في البداية يمنحان الطلاب ثقة.
- استخدم نتائج الاختبار لتعرف أي فكرة تحتاج شرحًا آخر في الحصة القادمة.`,
  },
  {
    id: 'demo-blog-vark',
    slug: 'نمط-التعلم-vark',
    language: 'ar',
    status: 'published',
    days: -5,
    cover: 'vark-styles',
    cover_alt: 'أربع دوائر ملونة ترمز إلى أنماط التعلم الأربعة',
    title: 'اعرف نمط تعلمك: دليل مختصر إلى مقياس VARK',
    excerpt: 'بصري أم سمعي أم قرائي أم حركي؟ ماذا يعني نمط تعلمك، وكيف تستفيد منه دون أن يقيدك.',
    tags: ['VARK', 'أنماط التعلم', 'طلاب'],
    related_ids: ['demo-blog-study-habits', 'demo-blog-ai-quizzes'],
    faqs: [
      { question: 'هل نمط التعلم ثابت طوال الحياة؟', answer: 'لا. التفضيلات تتغير مع العمر والخبرة ونوع المادة، لذلك يفيد إعادة المقياس كل فترة.' },
      { question: 'هل يجب أن أتعلم بنمطي فقط؟', answer: 'لا. أفضل النتائج تأتي من الجمع بين أكثر من طريقة، مع البدء بالطريقة التي تريحك.' },
    ],
    content: `## ما هو مقياس VARK؟

يصنّف مقياس VARK تفضيلات التعلم في أربعة أنماط: **البصري** الذي يفضّل الرسوم والمخططات، و**السمعي** الذي يفضّل الشرح والنقاش، و**القرائي الكتابي** الذي يفضّل النصوص والملاحظات، و**الحركي** الذي يتعلم بالتجربة والأمثلة الواقعية.

## كيف تجري المقياس في سباركس؟

افتح صفحة التقييمات وأجب عن الأسئلة بصدق: لا توجد إجابة صحيحة وأخرى خاطئة. في النهاية ترى نسبة كل نمط لديك، ويمكنك إرسال التقرير إلى بريدك.

## ماذا تفعل بالنتيجة؟

### إن كنت بصريًا

حوّل الدروس إلى خرائط ذهنية وجداول، ولوّن الأفكار الرئيسية.

### إن كنت سمعيًا

اشرح الدرس بصوت عال لنفسك أو لصديق، واستمع إلى تسجيلات الشرح.

### إن كنت قرائيًا

لخّص كل درس بكلماتك واكتب أسئلة لنفسك.

### إن كنت حركيًا

ابحث عن مثال من حياتك اليومية لكل فكرة، وجرّب بيدك كلما استطعت.

## تنبيه مهم

نمط التعلم تفضيل وليس قيدًا. استخدمه نقطة انطلاق، ثم نوّع طرقك: الدماغ يتذكر أفضل حين يصل إلى المعلومة من أكثر من طريق.`,
  },
  {
    id: 'demo-blog-study-habits',
    slug: 'عادات-مذاكرة-ناجحة',
    language: 'ar',
    status: 'published',
    days: -9,
    cover: 'study-habits',
    cover_alt: 'دفتر ملاحظات وساعة منبه',
    title: 'خمس عادات مذاكرة تصنع الفرق',
    excerpt: 'عادات بسيطة يمكن أن تبدأ بها اليوم: جلسات قصيرة، واسترجاع نشط، ومراجعة متباعدة.',
    tags: ['عادات المذاكرة', 'طلاب', 'نصائح'],
    related_ids: ['demo-blog-vark'],
    faqs: [
      { question: 'كم دقيقة يجب أن تكون جلسة المذاكرة؟', answer: 'ابدأ بخمس وعشرين دقيقة تليها استراحة قصيرة، ثم عدّل المدة بحسب تركيزك.' },
      { question: 'هل إعادة القراءة طريقة جيدة للمراجعة؟', answer: 'هي أضعف من الاسترجاع النشط. أغلق الكتاب واكتب ما تتذكره، ثم قارن.' },
    ],
    content: `## ١. جلسات قصيرة بتركيز كامل

خمس وعشرون دقيقة بلا هاتف أفضل من ساعتين متقطعتين. ضع هاتفك في غرفة أخرى، وحدّد هدف الجلسة قبل أن تبدأ.

## ٢. الاسترجاع النشط

بعد كل درس أغلق الكتاب واسأل نفسك: ما أهم ثلاث أفكار؟ الاختبارات القصيرة في سباركس تؤدي هذا الدور تمامًا.

## ٣. المراجعة المتباعدة

راجع الدرس بعد يوم، ثم بعد ثلاثة أيام، ثم بعد أسبوع. كل مراجعة في وقتها تثبت المعلومة لمدة أطول.

### جدول بسيط للمراجعة

اكتب في تقويمك موعد كل مراجعة يوم تدرس الدرس أول مرة، فلا تحتاج أن تتذكر متى تراجع.

### راجع بالأسئلة لا بالقراءة

في كل مراجعة أجب عن أسئلة الدرس أولًا، ثم عد إلى الكتاب فقط فيما أخطأت فيه.

## ٤. النوم جزء من المذاكرة

في أثناء النوم يرتب الدماغ ما تعلمته. السهر قبل الاختبار يضيع جزءًا مما ذاكرته.

## ٥. تابع تقدمك

سجّل ما أنجزته كل يوم. رؤية التقدم، ولو صغيرًا، تحفزك على الاستمرار، والشرارات والشارات في سباركس تساعدك على ذلك.`,
  },
  {
    id: 'demo-blog-live-quizzes',
    slug: 'live-quizzes-in-class',
    language: 'en',
    status: 'published',
    days: -1,
    cover: 'live-quizzes',
    cover_alt: 'A quiz screen with four coloured answer bars',
    title: 'Live quizzes that keep every student in the game',
    excerpt: 'How to run a live quiz that the whole class enjoys, and how to use its report the next day.',
    tags: ['live quizzes', 'teachers', 'engagement'],
    related_ids: ['demo-blog-teacher-tips', 'demo-blog-sparks'],
    faqs: [
      { question: 'Do students need an account to join a live quiz?', answer: 'No. They open the game page, type the PIN and a nickname, and play as guests. Signed-in students also get the game in their history.' },
      { question: 'How many players can join?', answer: 'A whole class or several classes at once; the game keeps answering quickly with dozens of players.' },
      { question: 'Can I see who struggled?', answer: 'Yes. The report after the game shows each question with how many got it right, and each player\'s answers.' },
    ],
    content: `## Why live quizzes work

A live quiz turns revision into a shared moment. Everyone answers the same question at the same time, sees how the class did, and hears the explanation while the question is still fresh. Even quiet students take part, because nobody has to raise a hand.

## Running a great game

### Before the lesson

Pick a quiz of eight to twelve questions. Fewer questions keep the energy up; you can always run a second round.

### During the game

Show the PIN on the board and give everyone a minute to join. After each question, pause on the results: ask a student who chose a wrong answer why it looked right. That conversation is where the learning happens.

### After the game

Open the report. Questions most of the class missed are your plan for the next lesson, and players who missed many are the ones to check on.

## Keep it friendly

Speed points make the game exciting, but accuracy matters more. Remind the class that the leaderboard is for fun, and celebrate improvement, not only the top three.`,
  },
  {
    id: 'demo-blog-teacher-tips',
    slug: 'teacher-tips-getting-started',
    language: 'en',
    status: 'published',
    days: -4,
    cover: 'teacher-tips',
    cover_alt: 'A chalkboard with a checklist',
    title: 'Seven tips for teachers starting with Sparks',
    excerpt: 'From your first class to your first graded challenge: a practical checklist for a smooth first week.',
    tags: ['teachers', 'getting started', 'classes'],
    related_ids: ['demo-blog-ai-quizzes', 'demo-blog-live-quizzes'],
    faqs: [
      { question: 'How do students join my class?', answer: 'Share the class join code or its QR code. Students enter it from their classroom page and you approve the requests.' },
      { question: 'Can I reuse a quiz in another class?', answer: 'Yes. A quiz belongs to you; assign it as a challenge to any of your classes.' },
    ],
    content: `## 1. Create one class first

Start with a single class so that you learn the tools before you scale. Give it a clear name, for example the subject and the grade.

## 2. Invite students with the code

Show the join code or its QR code in the first lesson. Approve the requests as they come in, and check the member list.

## 3. Post a welcome in the feed

A short message and a useful file set the tone: the class feed is where students look first.

## 4. Make a quiz with AI, then edit it

Generate a short quiz from your lesson and spend five minutes improving it. Your edits are what make it yours.

## 5. Assign a challenge

A challenge lets students answer in their own time. Set a due date, and grade written answers from the submissions list.

## 6. Play live once a week

### Keep it short

Ten minutes at the end of a lesson is enough.

### Use the report

The questions most students missed tell you what to explain again.

## 7. Reward effort

Give reward points for participation and progress, not only for top scores. Students notice.`,
  },
  {
    id: 'demo-blog-sparks',
    slug: 'sparks-explained',
    language: 'en',
    status: 'published',
    days: -7,
    cover: 'sparks-economy',
    cover_alt: 'A bright star between two coins',
    title: 'Sparks explained: how you earn them and what they unlock',
    excerpt: 'Sparks are the currency of the platform. Here is where they come from, what they pay for and how sellers can exchange what they earn.',
    tags: ['sparks', 'wallet', 'marketplace'],
    related_ids: ['demo-blog-live-quizzes'],
    faqs: [
      { question: 'Do sparks expire?', answer: 'No. Sparks you bought or earned stay in your wallet until you spend them.' },
      { question: 'Which sparks can I exchange for money?', answer: 'Only sparks earned from sales in the marketplace. Bought and welcome sparks can be spent but not exchanged.' },
    ],
    content: `## What are sparks?

Sparks are the platform's currency. They pay for AI features such as quiz generation, for courses and for resources in the marketplace.

## Where sparks come from

### Welcome sparks

New verified accounts get a small welcome grant to try the AI tools.

### Packages

You can buy a package of sparks from the wallet at any time.

### Sales

Teachers who sell resources or courses earn sparks from each sale. These earned sparks can be exchanged for money once they reach the minimum.

## Keeping track

Your wallet shows every movement: what you bought, what you spent and what you earned, with the date and the reason. Nothing changes your balance without a line in that history.

## A tip for schools

Centres can plan a monthly budget of sparks for their teachers, so that AI tools are part of everyday lesson preparation.`,
  },
  {
    id: 'demo-blog-flashcards',
    slug: 'spaced-repetition-flashcards',
    language: 'en',
    status: 'scheduled',
    days: 7,
    cover: 'flashcards',
    cover_alt: 'Two overlapping flashcards',
    title: 'Spaced repetition with flashcards',
    excerpt: 'Turn the quizzes you have already taken into flashcards, and review them just before you forget.',
    tags: ['flashcards', 'study habits', 'students'],
    related_ids: ['demo-blog-live-quizzes'],
    faqs: [{ question: 'Where do my flashcards come from?', answer: 'From quizzes you host and challenges you have already submitted.' }],
    content: `## Forgetting is normal

We forget most of a new lesson within days unless we review it. The trick is to review at growing intervals.

## Flashcards from your own quizzes

### Decks you already have

Every challenge you have submitted becomes a deck: the question on the front, the answer on the back.

### A few minutes a day

Ten cards a day beat a hundred the night before the test.`,
  },
  {
    id: 'demo-blog-collaborative',
    slug: 'التعلم-التعاوني',
    language: 'ar',
    status: 'draft',
    days: 0,
    cover: 'collaborative',
    cover_alt: 'مجموعة من الطلاب معًا',
    title: 'التعلم التعاوني في الصف: أفكار عملية',
    excerpt: 'مسودة: أنشطة جماعية قصيرة ترفع مشاركة الطلاب.',
    tags: ['تعلم تعاوني', 'معلمون'],
    related_ids: [],
    faqs: [{ question: 'كم طالبًا في المجموعة؟', answer: 'من ثلاثة إلى خمسة طلاب في الغالب.' }],
    content: `## لماذا التعلم التعاوني؟

يتعلم الطلاب حين يشرحون لبعضهم أكثر مما يتعلمون بالاستماع وحده.

### فكرة أولى

اقسم الصف إلى فرق تلعب اختبارًا مباشرًا معًا، ويتناقش كل فريق قبل الإجابة.`,
  },
];

export async function seedDemoBlogs(): Promise<void> {
  const adminUid = await uidOf('admin@sparks.test');
  const author = displayName((await db.collection('users').doc(adminUid).get()).data(), 'Sparks');
  const now = Date.now();
  for (const blog of DEMO_BLOGS) {
    const ref = db.collection('blogs').doc(blog.id);
    const slugRef = db.collection('blogSlugs').doc(blog.slug);
    await db.runTransaction(async (tx) => {
      const [existing, claim] = await Promise.all([tx.get(ref), tx.get(slugRef)]);
      if (existing.exists) return;
      // Someone took the slug in the admin screens: leave their article alone.
      if (claim.exists && claim.get('blog_id') !== blog.id) return;
      const at = Timestamp.fromMillis(now + blog.days * DAY);
      const { id, days: _days, cover, ...fields } = blog;
      tx.set(slugRef, { blog_id: id });
      tx.create(ref, {
        ...fields,
        id,
        cover: { id: `demo-cover-${cover}`, url: `/blog-covers/${cover}.svg` },
        author_uid: adminUid,
        author_name: author,
        seo: { title: blog.title.slice(0, 70), description: blog.excerpt.slice(0, 160) },
        publish_at: blog.status === 'scheduled' ? at : null,
        published_at: blog.status === 'published' ? at : null,
        // The demo's articles are not mailed to anyone.
        announced_at: blog.status === 'draft' ? null : at,
        reading_minutes: readingMinutes(blog.content),
        created_at: at,
        updated_at: at,
      });
    });
  }
}
