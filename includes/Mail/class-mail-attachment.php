<?php
/**
 * A file sent with a mail of the outbox.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

defined( 'ABSPATH' ) || exit;

/**
 * An attachment is `{ name, content }`. In the outbox its content is sealed like the bodies (it holds
 * personal data) and dropped with them once sent; its name and size stay for the mail log. For the
 * send it becomes a file in a folder of its own under the temporary directory (readable by this user
 * only) and is deleted right after: wp_mail takes files, and SMTP plugins that replace wp_mail take
 * its attachments the same way (an attachment added to PHPMailer in `phpmailer_init` would be lost
 * on those that do not use PHPMailer).
 */
final class Mail_Attachment {

	/** Longest name kept. */
	private const NAME_MAX = 100;

	/**
	 * The outbox columns of an attachment (none: no content, empty name, size 0).
	 *
	 * @param mixed $attachment `{ name, content }` or null.
	 * @return array{attachment:?string,attachment_name:string,attachment_size:int}
	 */
	public static function columns( $attachment ): array {
		$file = self::valid( $attachment );
		return array(
			'attachment'      => $file ? Sealed_Body::seal( $file['content'] ) : null,
			'attachment_name' => $file ? $file['name'] : '',
			'attachment_size' => $file ? strlen( $file['content'] ) : 0,
		);
	}

	/**
	 * A row's attachment: null when it has none, false when its content cannot be opened (salts changed).
	 *
	 * @param object $row Outbox row.
	 * @return array{name:string,content:string}|false|null
	 */
	public static function open( object $row ) {
		if ( empty( $row->attachment ) ) {
			return null;
		}
		$content = Sealed_Body::open( (string) $row->attachment );
		return null === $content ? false : self::valid(
			array(
				'name'    => (string) $row->attachment_name,
				'content' => $content,
			)
		) ?? false;
	}

	/**
	 * Writes an attachment to a file for wp_mail, in a folder of its own (so the file keeps its name).
	 *
	 * @param array{name:string,content:string} $attachment Attachment.
	 * @return string Its path; remove() deletes it.
	 * @throws \RuntimeException When the file cannot be written.
	 */
	public static function file( array $attachment ): string {
		$folder = trailingslashit( get_temp_dir() ) . 'immo-wizards-mail-' . bin2hex( random_bytes( 12 ) );
		$path   = $folder . '/' . $attachment['name'];
		// phpcs:disable WordPress.WP.AlternativeFunctions -- a private temporary file, not the site's files.
		if ( ! mkdir( $folder, 0700 ) ) {
			throw new \RuntimeException( 'cannot create a temporary folder for an attachment' );
		}
		$written = false;
		try {
			$written = false !== file_put_contents( $path, $attachment['content'] ) && chmod( $path, 0600 );
		} finally {
			if ( ! $written ) {
				self::remove( $path );
			}
		}
		// phpcs:enable
		if ( ! $written ) {
			throw new \RuntimeException( 'cannot write an attachment to a temporary file' );
		}
		return $path;
	}

	/**
	 * Deletes a file of file() and its folder.
	 *
	 * @param string $path Path.
	 */
	public static function remove( string $path ): void {
		wp_delete_file( $path );
		@rmdir( dirname( $path ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- our own folder; gone already is fine.
	}

	/**
	 * An attachment with a safe file name, or null.
	 *
	 * @param mixed $attachment `{ name, content }`.
	 * @return array{name:string,content:string}|null
	 */
	private static function valid( $attachment ): ?array {
		if ( ! is_array( $attachment ) || ! is_string( $attachment['content'] ?? null ) || ! is_string( $attachment['name'] ?? null ) ) {
			return null;
		}
		// Never a path: the name becomes a file in a temporary folder and a header parameter.
		$name = mb_substr( wp_basename( str_replace( '\\', '/', sanitize_file_name( $attachment['name'] ) ) ), 0, self::NAME_MAX );
		return '' === $name ? null : array(
			'name'    => $name,
			'content' => $attachment['content'],
		);
	}
}
