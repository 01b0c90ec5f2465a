<?php
/**
 * Removes the WordPress user of a portal contact.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Privacy;

use ImmoWizards\Users\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * Only users whose sole role on the site is `immo_contact` are removed; anyone with another role keeps
 * the account. On a network the user leaves this site and the account is deleted (wpmu_delete_user)
 * once it belongs to no site any more.
 */
final class Contact_User_Remover {

	public const DELETED = 'deleted';

	public const KEPT_OTHER_ROLES = 'kept_other_roles';

	public const KEPT_OTHER_SITES = 'kept_other_sites';

	/**
	 * Removes the user from the current site and deletes the account when nothing else holds it.
	 *
	 * @param \WP_User $user User.
	 * @return string One of the constants.
	 */
	public function remove( \WP_User $user ): string {
		if ( ! Roles::is_contact_only( $user ) ) {
			return self::KEPT_OTHER_ROLES;
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		if ( ! is_multisite() ) {
			wp_delete_user( $user->ID );
			return self::DELETED;
		}
		remove_user_from_blog( $user->ID, get_current_blog_id() );
		if ( get_blogs_of_user( $user->ID, true ) ) {
			return self::KEPT_OTHER_SITES;
		}
		require_once ABSPATH . 'wp-admin/includes/ms.php';
		wpmu_delete_user( $user->ID );
		return self::DELETED;
	}
}
