package model

// PaymentFilePrefix starts the URL of every stored payment slip; the file
// id follows it.
const PaymentFilePrefix = "/api/payment-files/"

// UploadPurposePayment is the purpose of payment slip uploads.
const UploadPurposePayment = "payment-reference"
