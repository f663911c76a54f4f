// The club's privacy notice under Malaysia's Personal Data Protection Act
// 2010 (PDPA), in English and Bahasa Melayu. Section 7 of the Act requires
// the notice in both languages; both texts live here, side by side, so the
// language switcher can pick one and a reviewer can compare them.
// noticeVersion must equal PrivacyNoticeVersion in internal/api/pdpa.go:
// sign-up records the version the member agreed to.

export const noticeVersion = "2026-11-23";

export type NoticeLang = "en" | "ms";

/** The club details the notice names; they come from the club settings. */
export interface NoticeClub {
  clubName: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  /** Months payment slips are kept; null: until the member's data is deleted. */
  slipRetentionMonths: number | null;
}

export interface NoticeSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface Notice {
  title: string;
  intro: string;
  sections: NoticeSection[];
  /** The label of the sign-up consent checkbox. */
  consent: string;
  updated: string;
}

function slipsEn(months: number | null): string {
  return months
    ? `Payment slips are deleted automatically ${months} months after upload; the record that you paid stays.`
    : "Payment slips are kept until you ask for your data to be deleted; the record that you paid stays.";
}

function slipsMs(months: number | null): string {
  return months
    ? `Slip pembayaran dipadam secara automatik ${months} bulan selepas dimuat naik; rekod bahawa anda telah membayar kekal.`
    : "Slip pembayaran disimpan sehingga anda meminta data anda dipadam; rekod bahawa anda telah membayar kekal.";
}

export const notices: Record<NoticeLang, (c: NoticeClub) => Notice> = {
  en: (c) => ({
    title: "Privacy Notice",
    intro: `${c.clubName} ("the club", "we") respects your privacy. This notice, given under the Personal Data Protection Act 2010 (PDPA), explains what personal data we collect about you, why, who sees it, how long we keep it, and your rights.`,
    sections: [
      {
        heading: "1. Personal data we collect",
        items: [
          "Your name and the name you like to be called, mobile phone number and email address.",
          "Your membership number and subscription dates.",
          "Your event registrations, rate type, flight (tee-time group) places and handicap if you give it.",
          "Payment slips you upload (images or documents of bank transfers) and whether each fee is paid.",
          "Notifications we send you, and, if you turn on push notifications, your device's push address, device type and browser.",
          "Messages you send through the contact form.",
          "Anonymous visit counts: the club's own server counts page views and app actions (such as opening the registration dialog) per day, and visitors per day by a code made from your internet address and browser that changes every day and is deleted after it. No cookies, no stored internet addresses and no third-party trackers; a browser that sends Do Not Track or Global Privacy Control is not counted.",
        ],
      },
      {
        heading: "2. Why we use it",
        items: [
          "To run your membership and sign you in.",
          "To register you for events, arrange flights and confirm your payments.",
          "To send you notices about events you joined (changes, tee times, reminders, payment status).",
          "To keep the club's financial records as the law requires.",
        ],
      },
      {
        heading: "3. Who sees it",
        paragraphs: [
          "Club administrators see your details to run events and check payments. Other members see only your name in an event's participant list and flight sheet; never your phone number or email. We do not sell your data or use it for advertising. We disclose it only where the law requires (for example to the authorities) and to service providers who host this app for us under a duty of confidentiality.",
        ],
      },
      {
        heading: "4. How long we keep it",
        paragraphs: [
          `We keep your data while you are a member. ${slipsEn(c.slipRetentionMonths)} After a deletion request is confirmed we erase your personal data, and keep only anonymised records of past paid event fees (event, rate and amount), which the club must keep for its accounts.`,
        ],
      },
      {
        heading: "5. Your rights",
        items: [
          "Access: download all the data we hold about you at any time from your member dashboard (Your data), as a file or a printable page.",
          "Correction: change your preferred name yourself; ask the club to correct anything else.",
          "Withdraw consent and deletion: ask for your data to be deleted from your member dashboard. An administrator confirms the request, or tells you why it cannot be done yet (for example an unpaid fee). You can cancel the request while it is pending.",
          "Limit processing: turn off any kind of notification or push notifications in your dashboard.",
        ],
      },
      {
        heading: "6. Is it required?",
        paragraphs: [
          "Your name, phone number and password are needed to create an account; without them we cannot register you for events. Everything else is optional.",
        ],
      },
      {
        heading: "7. Contact",
        paragraphs: [
          `For questions, corrections or complaints about your personal data, contact ${c.clubName}: ${[c.contactEmail, c.contactPhone, c.address].filter(Boolean).join(" · ")}.`,
        ],
      },
    ],
    consent: "I have read the Privacy Notice and agree that the club processes my personal data as it describes.",
    updated: `Version ${noticeVersion}`,
  }),
  ms: (c) => ({
    title: "Notis Privasi",
    intro: `${c.clubName} ("kelab", "kami") menghormati privasi anda. Notis ini, diberikan di bawah Akta Perlindungan Data Peribadi 2010 (PDPA), menerangkan data peribadi yang kami kumpul tentang anda, sebabnya, siapa yang melihatnya, berapa lama kami menyimpannya, dan hak-hak anda.`,
    sections: [
      {
        heading: "1. Data peribadi yang kami kumpul",
        items: [
          "Nama anda dan nama panggilan pilihan anda, nombor telefon bimbit dan alamat e-mel.",
          "Nombor keahlian dan tarikh langganan anda.",
          "Pendaftaran acara, jenis kadar, tempat dalam flight (kumpulan masa tee) dan handicap jika anda memberikannya.",
          "Slip pembayaran yang anda muat naik (imej atau dokumen pindahan bank) dan status bayaran setiap yuran.",
          "Pemberitahuan yang kami hantar kepada anda dan, jika anda menghidupkan pemberitahuan tolak (push), alamat push peranti, jenis peranti dan pelayar anda.",
          "Mesej yang anda hantar melalui borang hubungi.",
          "Kiraan lawatan tanpa nama: pelayan kelab sendiri mengira paparan halaman dan tindakan dalam aplikasi (seperti membuka dialog pendaftaran) setiap hari, dan bilangan pelawat sehari melalui kod daripada alamat internet dan pelayar anda yang bertukar setiap hari dan dipadam selepasnya. Tiada kuki, tiada alamat internet disimpan dan tiada penjejak pihak ketiga; pelayar yang menghantar Do Not Track atau Global Privacy Control tidak dikira.",
        ],
      },
      {
        heading: "2. Tujuan kami menggunakannya",
        items: [
          "Untuk mengurus keahlian anda dan membolehkan anda log masuk.",
          "Untuk mendaftarkan anda ke acara, menyusun flight dan mengesahkan bayaran anda.",
          "Untuk menghantar notis tentang acara yang anda sertai (perubahan, masa tee, peringatan, status bayaran).",
          "Untuk menyimpan rekod kewangan kelab seperti yang dikehendaki oleh undang-undang.",
        ],
      },
      {
        heading: "3. Siapa yang melihatnya",
        paragraphs: [
          "Pentadbir kelab melihat butiran anda untuk mengurus acara dan menyemak bayaran. Ahli lain hanya melihat nama anda dalam senarai peserta acara dan helaian flight; tidak sekali-kali nombor telefon atau e-mel anda. Kami tidak menjual data anda atau menggunakannya untuk pengiklanan. Kami hanya mendedahkannya apabila dikehendaki oleh undang-undang (contohnya kepada pihak berkuasa) dan kepada penyedia perkhidmatan yang mengehoskan aplikasi ini untuk kami di bawah kewajipan kerahsiaan.",
        ],
      },
      {
        heading: "4. Tempoh penyimpanan",
        paragraphs: [
          `Kami menyimpan data anda selagi anda menjadi ahli. ${slipsMs(c.slipRetentionMonths)} Selepas permintaan pemadaman disahkan, kami memadam data peribadi anda dan hanya menyimpan rekod tanpa nama bagi yuran acara lepas yang telah dibayar (acara, kadar dan amaun), yang wajib disimpan oleh kelab untuk akaunnya.`,
        ],
      },
      {
        heading: "5. Hak-hak anda",
        items: [
          "Akses: muat turun semua data kami tentang anda pada bila-bila masa dari papan pemuka ahli (Data anda), sebagai fail atau halaman yang boleh dicetak.",
          "Pembetulan: tukar nama pilihan anda sendiri; minta kelab membetulkan butiran lain.",
          "Tarik balik persetujuan dan pemadaman: minta data anda dipadam dari papan pemuka ahli. Pentadbir akan mengesahkan permintaan itu, atau memberitahu anda sebab ia belum boleh dilakukan (contohnya yuran yang belum dibayar). Anda boleh membatalkan permintaan itu selagi ia belum diputuskan.",
          "Hadkan pemprosesan: matikan mana-mana jenis pemberitahuan atau pemberitahuan tolak di papan pemuka anda.",
        ],
      },
      {
        heading: "6. Adakah ia wajib?",
        paragraphs: [
          "Nama, nombor telefon dan kata laluan anda diperlukan untuk membuka akaun; tanpanya kami tidak dapat mendaftarkan anda ke acara. Butiran lain adalah pilihan.",
        ],
      },
      {
        heading: "7. Hubungi kami",
        paragraphs: [
          `Untuk pertanyaan, pembetulan atau aduan tentang data peribadi anda, hubungi ${c.clubName}: ${[c.contactEmail, c.contactPhone, c.address].filter(Boolean).join(" · ")}.`,
        ],
      },
    ],
    consent: "Saya telah membaca Notis Privasi dan bersetuju kelab memproses data peribadi saya seperti yang diterangkan.",
    updated: `Versi ${noticeVersion}`,
  }),
};
